import type { Catalog } from '../../catalog-shape.ts';

/** Answers of the staff stock api (/admin/v1/stock/). */
export const stockApi: Catalog['stockApi'] = {
  notFound: 'Produit introuvable.',
  notStocked: 'Ce produit est fabriqué sur mesure : il n’a pas de stock à ajuster.',
  belowZero: 'Il ne reste que {level} unités : impossible d’en retirer {units}.',
  zeroDelta: 'Indiquez un nombre d’unités différent de 0.',
  invalidMode: 'Choisissez de fixer le niveau compté ou d’ajouter des unités.',
};
