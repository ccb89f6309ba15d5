import type { Catalog } from '../../catalog-shape.ts';

export const shopMail: Catalog['shopMail'] = {
  newOrder: {
    subject: 'Nouvelle commande {number} · {store} · {total}',
    heading: 'Nouvelle commande',
    introPaid: 'La commande {number} est payée et prête à être préparée.',
    introTransfer:
      'La commande {number} sera payée par virement : préparez-la dès réception du paiement.',
    number: 'Commande',
    edition: 'Boutique',
    placedAt: 'Date',
    customer: 'Client',
    email: 'E-mail',
    phone: 'Téléphone',
    paymentMethod: 'Mode de paiement',
    total: 'Total',
    lines: 'Articles',
    shippingAddress: 'Adresse de livraison',
    observations: 'Remarques du client',
    open: 'Ouvrir la commande dans la gestion',
    footer: 'Avis automatique de {store} : envoyé une seule fois par commande.',
  },
};
