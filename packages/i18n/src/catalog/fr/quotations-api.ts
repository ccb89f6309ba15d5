import type { Catalog } from '../../catalog-shape.ts';

/** Answers, e-mail and PDF of the staff quotations (/admin/v1/quotations/). */
export const quotationsApi: Catalog['quotationsApi'] = {
  notFound: 'Devis introuvable.',
  notDraft: 'Ce devis a déjà été envoyé : il ne peut plus être modifié ni renvoyé.',
  noRows: 'Ajoutez au moins une ligne.',
  oneChange: 'Indiquez un prix négocié ou une remise, pas les deux.',
  discountDecimals: 'La remise admet au plus deux décimales.',
  aboveCatalogue: 'Le prix négocié ne peut pas dépasser le prix catalogue.',
  notPositive: 'Le prix obtenu doit être supérieur à 0.',
  unknownCustomer: 'Client inconnu.',
  notProfessional: 'Les devis sont réservés aux clients professionnels.',
  inactiveCustomer: 'Le compte de ce client n’est pas actif.',
  validUntilPast: 'La date de validité ne peut pas être antérieure à aujourd’hui.',
  mail: {
    subject: 'Votre devis {number}',
    heading: 'Votre devis',
    greeting: 'Bonjour {name},',
    intro:
      'Voici le devis {number} d’un montant de {total}, valable jusqu’au {date}. Vous le trouverez en PDF ci-joint et dans votre espace client, où vous pouvez l’accepter.',
    cta: 'Voir et accepter le devis',
  },
  pdf: {
    title: 'Devis',
    fileName: 'devis-{number}.pdf',
    number: 'Numéro',
    date: 'Date',
    validUntil: 'Valable jusqu’au',
    customer: 'Client',
    unitPrice: 'Prix unitaire {price} (catalogue {catalogue})',
    acceptNote: 'Acceptez ce devis dans votre espace client avant sa date de validité.',
  },
};
