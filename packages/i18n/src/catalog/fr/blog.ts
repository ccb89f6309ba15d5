import type { Catalog } from '../../catalog-shape.ts';

export const blog: Catalog['blog'] = {
  home: 'Accueil',
  blog: 'Blog',
  meta: {
    title: 'Blog parois de douche, receveurs et salles de bain',
    description:
      'Guides pour mesurer, choisir et poser parois de douche et receveurs, détartrer et rénover la salle de bain, écrits par l’équipe Mamparas Shop.',
  },
  heading: 'Le blog de Mamparas Shop',
  intro:
    'Des conseils pratiques pour choisir, mesurer, poser et entretenir votre paroi de douche, votre receveur et votre robinetterie.',
  categories: 'Catégories',
  allPosts: 'Tous les articles',
  postCount: 'Articles : {count}',
  readMore: 'Lire l’article',
  readMoreAbout: 'Lire l’article : {title}',
  published: 'Publié le {date}',
  by: 'Par {author}',
  empty: 'Aucun article dans cette rubrique pour le moment. Revenez bientôt.',
  category: {
    title: '{name} : articles du blog',
  },
  paging: {
    label: 'Pages d’articles',
    previous: 'Précédents',
    next: 'Suivants',
    page: 'Page {page}',
    pageOf: 'Page {page} sur {pages}',
  },
  faqs: {
    title: 'Questions fréquentes',
    error: 'Erreur lors du chargement des FAQ',
  },
  related: 'Articles similaires',
  moreIn: 'Plus d’articles : {category}',
  shopCta: {
    title: 'Prêt à rénover votre douche ?',
    text: 'Parois de douche standard et sur mesure, receveurs et robinetterie livrés en France métropolitaine.',
    screens: 'Voir les parois',
    screensPath: '/parois-de-douche',
    guide: 'Guide de mesure',
  },
  opinions: {
    meta: {
      title: 'Avis clients',
      description:
        'Ce que nos clients pensent de leurs parois de douche, receveurs et robinetterie, et de leur achat chez Mamparas Shop.',
    },
    heading: 'Les avis de nos clients',
    intro:
      'Nous publions les avis que nos clients laissent après réception de leur commande, sans écarter les avis négatifs.',
    none: 'Aucun avis publié pour le moment.',
    about: 'À propos de : {product}',
    aboutShop: 'À propos de la boutique',
    by: '{name}, {date}',
  },
  rating: {
    label: 'Note de nos clients',
    average: '{average} sur 5',
    count: { one: '{count} avis', other: '{count} avis' },
    stars: 'Note moyenne : {rating} sur 5 étoiles',
    starsOne: 'Note : {rating} sur 5 étoiles',
    link: 'Lire les avis',
  },
};
