import type { Catalog } from '../../catalog-shape.ts';

export const accountApi: Catalog['accountApi'] = {
  addressNotFound: 'Adresse introuvable',
  productNotFound: 'Produit introuvable',
  wishlistItemNotFound: 'Ce produit ne fait pas partie de vos favoris',
  wishlistOtherUser: 'Vous ne pouvez modifier que vos propres favoris',
  subscriptionNotFound: 'Abonnement introuvable',
  unsubscribed: 'Vous êtes désabonné de la newsletter',
  tooManySubscriptions:
    'Trop de demandes d’inscription à la newsletter. Patientez {wait} puis réessayez.',
  quotationNotFound: 'Devis introuvable',
  quotationEmptyCart: 'Ajoutez un produit au panier avant de l’enregistrer comme devis',
  quotationExpired:
    'Ce devis a expiré le {date}. Voici les prix actuels : enregistrez un nouveau devis pour les conserver.',
  quotationNeedsAddress:
    'Ajoutez une adresse de livraison à votre compte pour transformer le devis en commande',
  quotationNotOpen: 'Ce devis ne peut plus être accepté',
  quotationAccepted:
    'Devis accepté. Votre commande {number} est en attente de paiement : réglez-la depuis « Mes commandes » avec le moyen de paiement de votre choix.',
  incidentNotAllowed: 'Cette commande ne permet pas de signaler un incident dans son état actuel',
  incidentReasonInvalid: 'Choisissez le motif de l’incident',
  incidentMessageRequired: 'Expliquez-nous ce qui s’est passé',
  incidentRecorded: 'Nous avons enregistré votre incident. Nous vous répondrons au plus vite.',
  incidentReason: {
    damaged: 'Produit endommagé',
    missing: 'Pièce manquante',
    delay: 'Retard de livraison',
    other: 'Autre motif',
  },
  newsletterMail: {
    subject: 'Votre bon de bienvenue de 5 € chez {store}',
    heading: 'Merci pour votre inscription !',
    intro:
      'Vous êtes inscrit à la newsletter de {store}. Pour vous souhaiter la bienvenue, voici un bon de {amount} pour votre prochain achat.',
    codeLabel: 'Votre code',
    conditions:
      'Valable une seule fois et uniquement avec cette adresse e-mail ({email}). Saisissez-le dans le panier avant de payer.',
    cta: 'Aller à la boutique',
    footer: 'Vous recevez cet e-mail car vous vous êtes inscrit sur {domain}.',
  },
};
