export {
  createDatabase,
  type Database,
  type DatabaseConnection,
  type DatabaseDriver,
  type DatabaseOptions,
  type StatementListener,
} from './client.ts';
export { isDatabaseUnavailable } from './database-unavailable.ts';
export { migrate } from './migrate.ts';
export {
  configuratorOptionPrice,
  configuratorOptionRows,
  measureBandRange,
} from './configurator-options.ts';
export { refreshFromPrices } from './from-prices.ts';
export { slugify } from './seed/slug.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export {
  seedDemo,
  generateCatalogue,
  generateOrders,
  type GenerateCatalogueOptions,
  type GenerateOrdersOptions,
} from './seed/index.ts';
