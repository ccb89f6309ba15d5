import type { Catalog } from '../../catalog-shape.ts';

export const layout: Catalog['layout'] = {
  promo: {
    label: 'Pourquoi acheter chez nous',
    freeShipping: 'Livraison offerte en {mainland}',
    madeToMeasure: 'Parois sur mesure en 2 à 3 semaines',
    securePayment: 'Paiement sécurisé et en plusieurs fois',
  },
  mainland: { ESSM: 'Espagne péninsulaire', FRSM: 'France métropolitaine' },
  header: {
    home: "{store}, aller à la page d'accueil",
    search: {
      label: 'Rechercher des produits',
      placeholder: 'Rechercher parois, receveurs de douche, robinets…',
      submit: 'Rechercher',
    },
    orderStatus: 'Suivi de commande',
    favourites: 'Favoris',
    account: 'Mon compte',
    cart: 'Panier',
    cartCount: { one: 'Panier, {count} article', other: 'Panier, {count} articles' },
    openMenu: 'Ouvrir le menu',
    mainNav: 'Menu principal',
    phone: 'Service client : {number}',
  },
  mobileMenu: {
    title: 'Menu',
    back: 'Retour à {name}',
    backToMenu: 'Retour au menu',
    close: 'Fermer le menu',
  },
  footer: {
    seoMenu: 'Informations et aide',
    newsletter: {
      title: '5 € de réduction offerts',
      text: 'Abonnez-vous à notre newsletter : offres, nouveautés et idées pour votre salle de bains.',
      email: 'Adresse e-mail',
      name: 'Prénom',
      surname: 'Nom',
      privacy: "J'ai lu et j'accepte la {link}",
      privacyLink: 'politique de confidentialité',
      submit: "M'abonner",
    },
    payments: {
      title: 'Paiement sécurisé',
      transfer: 'Virement',
    },
    social: { title: 'Suivez-nous', follow: '{store} sur {network}' },
    language: { title: 'Langue' },
    copyright: '© {year} {store}. Tous droits réservés.',
  },
};
