import type { Catalog } from '../../catalog-shape.ts';

/** Messages of the staff api (/admin/v1/). */
export const staffApi: Catalog['staffApi'] = {
  signInRequired: 'Connectez-vous avec votre compte du personnel pour continuer.',
  csrfHeaderMissing:
    "L'en-tête X-Requested-With: staff-app est manquant. Les actions ne sont acceptées que depuis l'application du personnel.",
  tooManySignIns: 'Trop de tentatives de connexion. Attendez {wait} et réessayez.',
  invalidDate: 'Saisissez une date valide au format AAAA-MM-JJ.',
  invalidBoolean: 'Indiquez true ou false.',
  rangeReversed: 'La valeur minimale ne peut pas être supérieure à la valeur maximale.',
  datesReversed: 'La date de début ne peut pas être postérieure à la date de fin.',
  timeline: {
    placed: 'Commande {number} passée',
    payment: 'Paiement commencé : {method}, {amount} ({status})',
    paid: 'Commande payée',
    invoice: 'Facture {number} émise',
    email: 'E-mail envoyé : {kind}',
    emailFailed: 'E-mail non envoyé après plusieurs tentatives : {kind}',
    shipped: 'Sous-commande {id} expédiée',
    delivered: 'Sous-commande {id} livrée',
    staffChange: 'Modification du personnel : {action}',
  },
  csv: {
    number: 'Numéro',
    store: 'Boutique',
    createdAt: 'Date',
    status: 'Statut',
    customer: 'Client',
    email: 'E-mail',
    phone: 'Téléphone',
    total: 'Total',
    currency: 'Devise',
    paymentMethod: 'Mode de paiement',
    paymentStatus: 'Statut du paiement',
    installation: 'Installation',
    subOrders: 'Sous-commandes',
  },
};
