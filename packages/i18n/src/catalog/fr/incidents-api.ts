import type { Catalog } from '../../catalog-shape.ts';

/** The incidents inbox (/admin/v1/incidents/) and the answer e-mail the customer receives. */
export const incidentsApi: Catalog['incidentsApi'] = {
  notFound: 'Incident introuvable.',
  alreadyClosed: 'Cet incident est déjà clos.',
  alreadyOpen: 'Cet incident est déjà ouvert.',
  status: {
    open: 'Ouvert',
    closed: 'Clos',
  },
  mail: {
    subject: 'Réponse à votre incident sur la commande {number}',
    heading: 'Nous avons répondu à votre incident',
    greeting: 'Bonjour {name},',
    intro: 'Au sujet de l’incident que vous avez signalé sur la commande {number} ({reason}) :',
    yourMessage: 'Votre message',
    answer: 'Notre réponse',
    closed:
      'Nous considérons l’incident comme résolu. Si vous avez besoin d’autre chose, répondez à ce courriel.',
    stillOpen: 'Nous restons attentifs à votre incident : vous pouvez répondre à ce courriel.',
    cta: 'Voir ma commande',
  },
};
