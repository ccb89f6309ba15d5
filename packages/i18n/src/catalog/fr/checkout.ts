import type { Catalog } from '../../catalog-shape.ts';

export const checkout: Catalog['checkout'] = {};
