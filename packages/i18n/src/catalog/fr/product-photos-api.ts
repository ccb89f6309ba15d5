import type { Catalog } from '../../catalog-shape.ts';

/** Answers of the staff product photos api (/admin/v1/products/{id}/images/). */
export const productPhotosApi: Catalog['productPhotosApi'] = {
  notFound: 'Image introuvable sur ce produit.',
  fileRequired: 'Joignez une photo dans le champ « file ».',
  notAnImage: "Le fichier n'est pas une image JPEG, PNG, WebP ou AVIF lisible.",
  tooLarge: 'La photo dépasse le maximum de {megabytes} Mo.',
  tooSmall:
    'La photo mesure {width}×{height} pixels ; il faut au moins {minWidth}×{minHeight} pour la galerie.',
  orderMismatch: "L'ordre doit citer chaque image du produit une seule fois.",
};
