export { seedDemo } from './seed-demo.ts';
export { generateCatalogue, type GenerateCatalogueOptions } from './generate-catalogue.ts';
export { generateOrders, type GenerateOrdersOptions } from './generate-orders.ts';
