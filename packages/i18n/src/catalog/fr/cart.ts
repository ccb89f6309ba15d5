import type { Catalog } from '../../catalog-shape.ts';

export const cart: Catalog['cart'] = {};
