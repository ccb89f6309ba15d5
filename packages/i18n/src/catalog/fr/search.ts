import type { Catalog } from '../../catalog-shape.ts';

export const search: Catalog['search'] = {
  refine: {
    title: 'Filtrez les résultats par catégorie',
    link: '« {query} » dans {category}',
  },
  inCategory: {
    notice: 'Produits pour « {query} » dans cette catégorie',
    clear: 'Voir toute la catégorie',
  },
};
