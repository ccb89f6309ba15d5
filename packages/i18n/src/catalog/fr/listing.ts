import type { Catalog } from '../../catalog-shape.ts';

export const listing: Catalog['listing'] = {
  breadcrumb: { label: 'Vous êtes ici', home: 'Accueil' },
  productCount: { one: '{count} produit', other: '{count} produits' },
  /** The product grid's heading, for screen readers (the page's h1 names the listing). */
  results: { heading: 'Produits' },
  subcategories: { title: 'Catégories' },
  banners: { label: 'Promotions de la catégorie' },
  sort: { label: 'Trier par', apply: 'Trier' },
  filters: {
    title: 'Filtres',
    show: 'Afficher les filtres',
    hide: 'Masquer les filtres',
    open: 'Filtres',
    close: 'Fermer les filtres',
    apply: 'Appliquer les filtres',
    showResults: 'Voir {count}',
    clearAll: 'Effacer tous les filtres',
    clear: 'Retirer {name}',
    active: 'Filtres appliqués',
    any: 'Tous',
    count: '({count})',
    from: 'De',
    to: 'À',
    rangeEuros: '{name} en euros',
    rangeUnit: '{name}',
    yes: 'Oui',
  },
  paging: {
    previous: 'Charger les produits précédents',
    more: 'Charger plus de produits',
    loading: 'Chargement…',
    shown: 'Vous avez vu {shown} produits sur {count}',
    page: 'Page {page} sur {pages}',
  },
  empty: {
    title: 'Aucun produit ne correspond à ces filtres',
    text: 'Essayez de retirer un filtre ou de chercher avec d’autres mots.',
  },
  recentlyViewed: { title: 'Vus récemment' },
  search: {
    meta: { title: 'Recherche « {query} »', titleEmpty: 'Rechercher dans la boutique' },
    heading: 'Résultats pour « {query} »',
    headingEmpty: 'Que recherchez-vous ?',
    prompt: 'Saisissez votre recherche : paroi coulissante, receveur 80x120…',
    noResults: 'Nous n’avons trouvé aucun produit pour « {query} ».',
    suggestions: {
      label: 'Suggestions',
      products: 'Produits',
      categories: 'Catégories',
      all: 'Voir tous les résultats pour « {query} »',
    },
  },
  brands: {
    meta: {
      title: 'Marques de parois de douche, receveurs et robinetterie',
      description:
        'Toutes les marques que nous vendons : fabricants de parois de douche, receveurs, robinetterie et meubles de salle de bain.',
    },
    heading: 'Nos marques',
    collections: 'Collections',
    categories: 'Catégories {brand}',
    products: 'Produits {brand}',
  },
  offers: {
    meta: {
      title: 'Promotions sur les parois de douche, receveurs et robinetterie',
      description:
        'Parois de douche, receveurs et robinetterie à prix réduit. Profitez de nos promotions avec livraison offerte.',
    },
    heading: 'Promotions',
  },
  novelties: {
    meta: {
      title: 'Nouveautés parois de douche et salle de bain',
      description:
        'Les dernières parois de douche, receveurs, robinetterie et meubles de salle de bain arrivés au catalogue.',
    },
    heading: 'Nouveautés',
  },
  compare: {
    button: 'Comparer',
    toggle: 'Comparer {name}',
    full: 'Vous pouvez comparer jusqu’à {max} produits',
    bar: {
      label: 'Produits à comparer',
      count: { one: '{count} produit sélectionné', other: '{count} produits sélectionnés' },
      open: 'Comparer',
      clear: 'Vider',
    },
    meta: {
      title: 'Comparer des produits',
      description:
        'Comparez le prix, le délai de livraison, les avis et les caractéristiques techniques de 4 produits au maximum.',
    },
    heading: 'Comparer des produits',
    caption: { one: 'Comparaison de {count} produit', other: 'Comparaison de {count} produits' },
    rows: {
      product: 'Produit',
      brand: 'Marque',
      price: 'Prix',
      delivery: 'Livraison',
      rating: 'Avis clients',
      technical: 'Caractéristiques techniques',
      options: 'Options de configuration',
    },
    remove: 'Retirer',
    removeLabel: 'Retirer {name} de la comparaison',
    notStated: 'Non précisé',
    noReviews: 'Pas encore d’avis',
    ratingShort: { one: '{average} ({count} avis)', other: '{average} ({count} avis)' },
    measureRange: 'De {min} à {max} cm',
    missing: 'Certains produits ne sont plus en vente et n’apparaissent pas dans la comparaison.',
    empty: {
      title: 'Aucun produit à comparer pour l’instant',
      text: 'Dans n’importe quelle catégorie, cliquez sur « Comparer » sur les produits qui vous intéressent (jusqu’à {max}), puis ouvrez le comparateur depuis la barre qui s’affiche en bas de la liste.',
      home: 'Aller à la boutique',
    },
  },
};
