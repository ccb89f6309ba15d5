import type { Catalog } from '../../catalog-shape.ts';

/** The installation appointment staff set on an order: the customer's e-mail (api). */
export const appointmentsApi: Catalog['appointmentsApi'] = {
  orderClosed:
    'Seule la pose d’une commande payée, ni annulée ni retournée, peut recevoir un rendez-vous.',
  notFound: 'Réservation de pose introuvable.',
  mail: {
    subject: 'Rendez-vous de pose de la commande {number}',
    heading: 'Votre rendez-vous de pose',
    greeting: 'Bonjour {name},',
    intro:
      'Nous avons convenu avec l’installateur de la visite pour poser votre commande {number}.',
    changed: 'Ce rendez-vous remplace le précédent.',
    day: 'Jour',
    window: 'Créneau',
    windowValue: 'de {from} à {to}',
    place: 'Lieu',
    note: 'Si vous ne pouvez pas être présent ce jour-là, répondez à cet e-mail ou appelez-nous pour trouver une autre date.',
    cta: 'Voir ma commande',
  },
};
