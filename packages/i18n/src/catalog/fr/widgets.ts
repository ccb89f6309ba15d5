import type { Catalog } from '../../catalog-shape.ts';

export const widgets: Catalog['widgets'] = {
  consent: {
    label: 'Information sur les cookies',
    title: 'Votre vie privée compte',
    text: 'Nous utilisons des cookies propres nécessaires au fonctionnement de la boutique (panier, langue, session). Avec votre accord, nous utiliserons aussi des cookies de mesure d’audience pour améliorer le site et de publicité pour vous proposer des offres pertinentes.',
    policy: 'Politique de cookies',
    acceptAll: 'Tout accepter',
    rejectAll: 'Refuser',
    settings: 'Personnaliser',
    settingsTitle: 'Paramètres des cookies',
    necessary: 'Nécessaires',
    necessaryText: 'Indispensables pour acheter : panier, langue et session. Toujours actifs.',
    analytics: 'Mesure d’audience',
    analyticsText: 'Ils nous indiquent les pages consultées pour améliorer la boutique.',
    advertising: 'Publicité',
    advertisingText: 'Ils mesurent nos campagnes et rendent les annonces plus utiles.',
    save: 'Enregistrer mes choix',
    saved: 'Votre choix de cookies est enregistré',
    change: 'Modifier les paramètres des cookies',
  },
  chat: {
    label: 'Besoin d’aide ?',
    open: 'Chat (option recommandée)',
    closed: 'Chat indisponible',
    hours: 'Du lundi au jeudi de 9 h à 18 h, le vendredi de 9 h à 12 h',
    message: 'Laissez-nous un message',
    close: 'Fermer l’aide',
  },
  financing: {
    title: 'Financez votre achat',
    text: 'Payez en plusieurs fois à la fin de votre commande',
    sequra: 'seQura : en 3 mois sans frais ou jusqu’à 18 mois',
    klarna: 'Klarna : en 3 fois sans frais',
  },
  trust: {
    label: 'Avis de nos clients',
    summary: { one: '{average} sur 5 · {count} avis', other: '{average} sur 5 · {count} avis' },
    stars: 'Note : {rating} sur 5',
    previous: 'Avis précédent',
    next: 'Avis suivant',
    all: 'Voir tous les avis',
  },
  toast: {
    close: 'Fermer la notification',
    error: 'Erreur',
    success: 'Terminé',
  },
  loading: 'Chargement de la page…',
  offline:
    'Pas de connexion internet. Certaines fonctions restent indisponibles jusqu’à votre retour en ligne.',
  online: 'Connexion rétablie',
};
