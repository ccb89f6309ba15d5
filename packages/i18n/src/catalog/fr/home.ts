import type { Catalog } from '../../catalog-shape.ts';

export const home: Catalog['home'] = {
  meta: {
    title: '{store} : parois de douche, receveurs de douche et robinetterie',
    description:
      'Parois de douche sur mesure, receveurs de douche et robinetterie livrés chez vous. Paiement sécurisé et en plusieurs fois.',
  },
  heading: 'Parois de douche, receveurs de douche et robinetterie',
  sliders: {
    label: 'À la une',
    slide: '{position} sur {total}',
    previous: 'Précédent',
    next: 'Suivant',
  },
  categories: { title: 'Catégories à la une' },
  trends: { title: 'Tendances' },
  brands: { title: 'Nos marques' },
  banners: { label: 'Promotions' },
  productCard: {
    madeToMeasure: 'Sur mesure',
    previousPrice: 'Avant {price}',
    from: 'À partir de',
    rating: {
      one: '{average} sur 5 étoiles, {count} avis',
      other: '{average} sur 5 étoiles, {count} avis',
    },
    delivery: 'Livraison en {min} à {max} jours ouvrés',
  },
};
