import type { Catalog } from '../../catalog-shape.ts';

export const cart: Catalog['cart'] = {
  notFound: 'Panier introuvable',
  rowNotFound: 'Cette ligne ne fait pas partie de votre panier',
  subOrderNotFound: 'Cette sous-commande ne fait pas partie de votre commande',
  placed: 'Ce panier est déjà devenu une commande : il ne peut plus être modifié ni supprimé',
  quantityRange: 'La quantité doit être un nombre entier compris entre 1 et 999',
  productUnavailable: 'Ce produit n’est pas disponible dans cette boutique',
  rowUnavailable: 'Ce produit n’est plus disponible avec la configuration choisie',
  installationPostalCode: 'Indiquez le code postal du lieu d’installation',
  installationAddressMismatch:
    'La pose est réservée dans la province de {installation}, mais l’adresse de livraison est dans celle de {shipping}, et l’installateur se rend à l’adresse de livraison. Indiquez une adresse de livraison dans la province de {installation}, ou retirez la pose du panier et réservez-la à nouveau pour {shipping}.',
  couponApplied: 'Code promo appliqué avec succès',
  couponRemoved: 'Code promo supprimé',
  couponEmptyCart: 'Ajoutez des produits à votre panier pour appliquer le code promo',
  summary: {
    complementOptions: '{complement} ({options})',
    installation: 'Installation',
    city: 'Province',
    distance: 'Distance',
    distance500: 'Jusqu’à 30 km de la capitale de la province',
    distance520: 'Entre 30 et 50 km de la capitale de la province',
    disassembly: 'Dépose de l’ancienne paroi ou baignoire',
    preMeasurement: 'Prise de mesures par un technicien',
    yes: 'Oui',
    no: 'Non',
    reservation: 'Réservation payée en ligne',
    installerPayment: 'À régler à l’installateur',
    onRequest: 'Sur devis',
  },
};
