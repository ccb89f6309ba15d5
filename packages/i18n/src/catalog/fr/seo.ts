import type { Catalog } from '../../catalog-shape.ts';

export const seo: Catalog['seo'] = {};
