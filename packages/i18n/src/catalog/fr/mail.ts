import type { Catalog } from '../../catalog-shape.ts';

export const mail: Catalog['mail'] = {
  subject: {
    orderConfirmation: 'Nous avons bien reçu votre commande {number}',
    transferInstructions: 'Votre commande {number} : coordonnées pour le virement',
    paymentReceived: 'Nous avons bien reçu le paiement de votre commande {number}',
    subOrderShipped: 'Une partie de votre commande {number} est en route',
    subOrderDelivered: 'Une partie de votre commande {number} a été livrée',
    subOrderDelayed: 'Votre commande {number} a une nouvelle date de livraison',
    subOrderIncident: 'Nous examinons un incident sur votre commande {number}',
    orderCancelled: 'Nous avons annulé des articles de votre commande {number}',
    goodsReturned: 'Nous avons reçu votre retour de la commande {number}',
    refundIssued: 'Nous vous remboursons une partie de votre commande {number}',
  },
  heading: {
    orderConfirmation: 'Merci pour votre commande !',
    transferInstructions: 'Votre commande est en attente de paiement',
    paymentReceived: 'Paiement reçu',
    subOrderShipped: 'Votre colis est en route',
    subOrderDelivered: 'Colis livré',
    subOrderDelayed: 'Nouvelle date de livraison',
    subOrderIncident: 'Incident sur votre livraison',
    orderCancelled: 'Annulation dans votre commande',
    goodsReturned: 'Retour reçu',
    refundIssued: 'Remboursement en cours',
  },
  greeting: 'Bonjour {name},',
  intro: {
    orderConfirmation: 'Nous avons bien reçu votre commande {number} et nous nous en occupons.',
    transferInstructions:
      'Nous avons bien reçu votre commande {number}. Pour la finaliser, effectuez un virement bancaire avec les coordonnées ci-dessous.',
    paymentReceived:
      'Nous avons bien reçu le paiement de votre commande {number}. Nous la préparons et vous préviendrons dès son expédition.',
    subOrderShipped:
      'Nous avons expédié des articles de votre commande {number}. Vous trouverez ci-dessous le transporteur et le numéro de suivi.',
    subOrderDelivered:
      'Selon le transporteur, vous avez reçu des articles de votre commande {number}. Si quelque chose ne va pas, répondez à cet e-mail.',
    subOrderDelayed:
      'Un article de votre commande {number} arrivera plus tard que prévu. Nous sommes désolés de ce retard ; voici la nouvelle date.',
    subOrderIncident:
      'Nous avons enregistré un incident sur la livraison de votre commande {number} et nous nous en occupons. Nous vous écrirons dès que nous en saurons plus.',
    orderCancelled:
      'Nous avons annulé des articles de votre commande {number}. Si vous les aviez déjà payés, nous vous rembourserons leur montant.',
    goodsReturned:
      'Nous avons reçu et vérifié les articles que vous nous avez retournés de votre commande {number}. Nous vous remboursons leur montant par le même moyen de paiement.',
    refundIssued:
      'Nous vous remboursons {amount} de votre commande {number} par le moyen de paiement utilisé. Selon votre banque, il peut apparaître sous quelques jours.',
  },
  order: {
    title: 'Récapitulatif de la commande',
    number: 'Numéro de commande',
    date: 'Date',
    status: 'Statut',
    paymentMethod: 'Mode de paiement',
  },
  lines: {
    title: 'Articles',
    product: 'Article',
    reference: 'Réf. : {ref}',
    quantity: 'Quantité',
    amount: 'Montant',
    madeToMeasure: 'Fabriqué sur mesure : ni repris ni échangé',
    installationReservation: 'Réservation de l’installation',
    installationCity: 'Installation à {city} ({distance})',
    distance500: 'jusqu’à 30 km du chef-lieu',
    distance520: 'de 30 à 50 km du chef-lieu',
    disassembly: 'Avec démontage de la paroi actuelle',
    preMeasurement: 'Avec visite de prise de mesures',
    installerPayment: 'Payé maintenant : {reservation}. À régler à l’installateur : {installer}',
  },
  totals: {
    items: 'Articles',
    shipping: 'Livraison',
    freeShipping: 'Offerte',
    discount: 'Remise ({code})',
    paypal: 'Supplément PayPal',
    total: 'Total',
    vatIncluded: 'TVA incluse',
    taxBase: 'Montant HT',
    vat: 'TVA ({rate} %)',
  },
  addresses: {
    shipping: 'Adresse de livraison',
    billing: 'Données de facturation',
    phone: 'Téléphone : {phone}',
  },
  transfer: {
    title: 'Coordonnées pour le virement',
    beneficiary: 'Bénéficiaire',
    iban: 'IBAN',
    bic: 'BIC',
    amount: 'Montant',
    concept: 'Libellé',
    deadline: 'Date limite',
    note: 'Indiquez le numéro de commande en libellé. Vous disposez de 24 heures pour effectuer le virement ; le stock n’est réservé qu’à réception du paiement.',
  },
  delivery: 'Livraison prévue',
  observations: 'Remarques',
  shipments: {
    title: 'Suivi des envois',
    carrier: 'Transporteur : {carrier} · Suivi : {tracking}',
    expected: 'Livraison prévue : {date}',
  },
  statusLink: 'Suivre ma commande',
  statusLinkText:
    'Suivez votre commande sur {url} avec votre adresse e-mail et le numéro de commande.',
  footer: {
    questionsWithPhone: 'Une question ? Répondez à cet e-mail ou appelez-nous au {phone}.',
    questions: 'Une question ? Répondez simplement à cet e-mail.',
    invoiceAttached: 'Vous trouverez ci-joint la facture {number}.',
    creditNoteAttached: 'Vous trouverez ci-joint la facture d’avoir {number}.',
  },
  invoice: {
    title: 'Facture',
    number: 'Numéro de facture',
    date: 'Date d’émission',
    orderNumber: 'Commande',
    seller: 'Vendeur',
    customer: 'Client',
    taxId: 'N° TVA / NIF : {taxId}',
    description: 'Désignation',
    quantity: 'Qté',
    amount: 'Montant TTC',
    vatBreakdown: 'Détail de la TVA',
    rate: 'Taux',
    fileName: 'facture-{number}.pdf',
  },
};
