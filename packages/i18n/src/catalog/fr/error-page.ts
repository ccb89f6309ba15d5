import type { Catalog } from '../../catalog-shape.ts';

export const errorPage: Catalog['errorPage'] = {
  pipeBroke: 'Oups',
  pipeBrokeText: 'Un tuyau a cédé.',
  notFound: {
    title: 'Cette page est introuvable',
    text: "Le lien est peut-être erroné ou la page n'existe plus.",
  },
  serverError: {
    title: 'Une erreur est survenue sur le serveur',
    text: 'Nous travaillons à la résoudre. Réessayez dans quelques minutes.',
  },
  badRequest: {
    title: "Nous n'avons pas pu lire votre envoi",
    text: 'Le formulaire a peut-être été envoyé incomplet. Revenez à la page et réessayez.',
  },
  tooLarge: {
    title: 'Votre envoi est trop volumineux',
    text: 'Vérifiez le formulaire : aucun champ ne demande autant de texte.',
  },
  status: 'Erreur {status}',
  backToShop: 'Retour à la boutique',
  failed: "Une erreur est survenue lors de l'affichage de la page d'erreur",
  goHome: "Aller à la page d'accueil",
};
