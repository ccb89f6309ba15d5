import type { Catalog } from '../../catalog-shape.ts';

export const orderStatus: Catalog['orderStatus'] = {
  title: 'Suivi de votre commande',
  intro:
    'Saisissez l’adresse e-mail utilisée pour votre achat et le numéro de commande indiqué dans l’e-mail de confirmation.',
  email: 'Adresse e-mail',
  orderNumber: 'Numéro de commande',
  orderNumberHint: 'Par exemple, {example}',
  submit: 'Consulter la commande',
  searchAgain: 'Consulter une autre commande',
  order: {
    title: 'Commande {number}',
    status: 'État',
    date: 'Date de la commande',
    shippingAddress: 'Adresse de livraison',
    billingAddress: 'Adresse de facturation',
    paymentMethod: 'Mode de paiement',
    subtotal: 'Montant HT',
    vat: 'TVA ({rate} %) incluse',
    shipping: 'Livraison',
    shippingFree: 'Offerte',
    coupon: 'Code de réduction ({code})',
    paypalIncrease: 'Majoration PayPal',
    total: 'Total',
    observations: 'Remarques',
    invoiceNumber: 'Numéro de facture',
    downloadInvoice: 'Télécharger la facture (PDF)',
    noInvoice: 'Disponible à l’expédition de la commande',
    deliveryPromise: 'Livraison prévue',
    quoteValidUntil: 'Devis valable jusqu’au {date}',
    items: 'Articles',
    quantity: 'Quantité : {count}',
    taxId: '{type} : {value}',
    summary: 'Montants',
  },
  actions: {
    pay: 'Payer ma commande',
    incident: 'Signaler un incident',
    incidentTitle: 'Signaler un incident',
    incidentText:
      'Répondez à l’e-mail de confirmation de la commande {number} en nous expliquant ce qui s’est passé, avec des photos si un article est arrivé endommagé, et nous vous aiderons.',
    incidentDamage:
      'Les dommages de transport doivent être signalés dans les 24 heures suivant la livraison.',
    incidentPhone: 'Vous pouvez aussi nous appeler au {number}.',
  },
};
