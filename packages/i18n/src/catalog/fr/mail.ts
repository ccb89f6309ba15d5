import type { Catalog } from '../../catalog-shape.ts';

export const mail: Catalog['mail'] = {};
