import type { Catalog } from '../../catalog-shape.ts';
import { staffAppPrices } from './staff-app-prices.ts';
import { staffAppPhotos } from './staff-app-photos.ts';
import { staffAppVariants } from './staff-app-variants.ts';
import { staffAppSite } from './staff-app-site.ts';
import { staffAppCatalogueSheets } from './staff-app-catalogue-sheets.ts';
import { staffAppStock } from './staff-app-stock.ts';
import { staffAppQuotations } from './staff-app-quotations.ts';
import { staffAppOrders } from './staff-app-orders.ts';
import { staffAppOrderActions } from './staff-app-order-actions.ts';
import { staffAppAfterSales } from './staff-app-after-sales.ts';
import { staffAppCustomers } from './staff-app-customers.ts';
import { staffAppCoupons } from './staff-app-coupons.ts';
import { staffAppModeration } from './staff-app-moderation.ts';
import { staffAppProducts } from './staff-app-products.ts';

/** The staff app (apps/admin): the shop's back office, in the staff member's language. */
export const staffApp: Catalog['staffApp'] = {
  appName: 'Mamparas · Gestion',
  skipToContent: 'Aller au contenu',
  language: 'Langue',
  languageNames: { es: 'Español', fr: 'Français' },
  loading: 'Chargement…',
  nav: {
    label: 'Sections',
    dashboard: 'Tableau de bord',
    orders: 'Commandes',
    audit: 'Journal d’audit',
    customers: 'Clients',
    catalogue: 'Catalogue',
    content: 'Contenus',
    installations: 'Installations',
    incidents: 'Incidents',
    professionals: 'Professionnels',
    prices: 'Prix',
    coupons: 'Codes promo',
    catalogueSheets: 'Importer et exporter',
    stock: 'Stock',
    quotations: 'Devis',
    menus: 'Menus',
    home: 'Page d’accueil',
    seo: 'Textes SEO',
    questions: 'Questions',
    reviews: 'Avis',
    staff: 'Personnel',
    notAllowed: 'Votre rôle ne donne pas accès à cette section',
    soon: 'Bientôt',
  },
  roles: {
    owner: 'Propriétaire',
    order_manager: 'Gestionnaire des commandes',
    catalogue_editor: 'Éditeur du catalogue',
    content_editor: 'Éditeur des contenus',
    support: 'Service client',
  },
  signIn: {
    title: 'Accès du personnel',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    expired: 'Votre session a expiré. Reconnectez-vous pour continuer.',
    signedOut: 'Vous êtes déconnecté.',
  },
  signOut: 'Se déconnecter',
  errors: {
    title: 'Une erreur est survenue',
    unreachable: 'Le serveur ne répond pas. Réessayez.',
    forbidden: 'Votre rôle ne permet pas de voir cette page.',
    notFound: 'Introuvable.',
    retry: 'Réessayer',
    backToDashboard: 'Retour au tableau de bord',
  },
  dashboard: {
    title: 'Tableau de bord',
    sales: 'Ventes par édition',
    edition: 'Édition',
    salesToday: 'Aujourd’hui',
    sales7d: '7 jours',
    sales30d: '30 jours',
    ordersToday: 'Commandes du jour',
    waiting: 'Commandes en attente par statut',
    status: 'Statut',
    count: 'Commandes',
    noneWaiting: 'Aucune commande en attente.',
    dailySales: 'Ventes quotidiennes des 30 derniers jours',
    chartLabel: 'Graphique en barres des ventes quotidiennes par édition',
    chartSummary: '{store} : {total} pour {orders} commandes payées en 30 jours',
    chartLoading: 'Chargement du graphique…',
    showData: 'Afficher les chiffres du graphique dans un tableau',
    day: 'Jour',
    ordersOf: 'Commandes · {store}',
    salesOf: 'Ventes · {store}',
    topProducts: 'Meilleures ventes des 30 derniers jours',
    product: 'Produit',
    units: 'Unités',
    revenue: 'Chiffre d’affaires',
    noTopProducts: 'Aucune vente ces 30 derniers jours.',
    freshness: 'Les chiffres peuvent avoir jusqu’à une minute de retard.',
  },
  stores: { ESSM: 'Espagne (ESSM)', FRSM: 'France (FRSM)' },
  ...staffAppOrders,
  ...staffAppOrderActions,
  ...staffAppAfterSales,
  ...staffAppCustomers,
  coupons: staffAppCoupons,
  ...staffAppModeration,
  prices: staffAppPrices,
  variants: staffAppVariants,
  products: staffAppProducts,
  stock: staffAppStock,
  quotations: staffAppQuotations,
  photos: staffAppPhotos,
  site: staffAppSite,
  catalogueSheets: staffAppCatalogueSheets,
};
