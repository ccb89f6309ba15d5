import { accessoryProducts } from './accessory-products.ts';
import { furnitureProducts } from './furniture-products.ts';
import { screenProducts } from './screen-products.ts';
import { tapProducts } from './tap-products.ts';
import { trayProducts } from './tray-products.ts';
import type { ProductDefinition } from './types.ts';

export const productDefinitions: ProductDefinition[] = [
  ...screenProducts,
  ...trayProducts,
  ...tapProducts,
  ...furnitureProducts,
  ...accessoryProducts,
];
