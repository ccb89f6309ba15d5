import type { Catalog } from '../../catalog-shape.ts';

export const orderStatus: Catalog['orderStatus'] = {};
