import type { Catalog } from '../../catalog-shape.ts';

/** Answers of the staff products api (/admin/v1/products/). */
export const productsApi: Catalog['productsApi'] = {
  notFound: 'Produit introuvable.',
  refFormat:
    'La référence ne peut contenir que des lettres, chiffres, points, tirets et tirets bas.',
  refTaken: 'Un produit avec cette référence existe déjà.',
  daysOrder: 'Le délai maximal doit être supérieur ou égal au délai minimal.',
  nameToPublish: 'Indiquez le nom dans cette langue avant de publier le produit.',
  nameForTexts: 'Indiquez le nom : les autres textes de cette langue en ont besoin.',
  slugFormat: "L'URL ne peut contenir que des minuscules sans accents, des chiffres et des tirets.",
  slugTaken: 'Un autre produit utilise déjà cette URL dans cette langue.',
  slugRace: 'Un autre produit vient de prendre cette référence ou cette URL. Réessayez.',
  notMadeToMeasure: 'Seul un produit sur mesure a des mesures.',
  measuresRequired: 'Un produit sur mesure a besoin d’au moins une mesure.',
  measureTwice: 'Cette mesure est déjà dans la liste.',
  notAMeasure: "Cet attribut n'est pas une mesure.",
  rangeOrder: 'Le maximum doit être supérieur ou égal au minimum.',
  totalBelowMinimums:
    'Le total maximal ne peut pas être inférieur à la somme des minimums ({minimum} cm).',
  unknownId: 'Élément inconnu : {id}.',
  moved: 'Ce produit a une nouvelle adresse.',
} as const;
