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
export const staffApp = {
  appName: 'Mamparas · Gestión',
  skipToContent: 'Saltar al contenido',
  language: 'Idioma',
  languageNames: { es: 'Español', fr: 'Français' },
  loading: 'Cargando…',
  nav: {
    label: 'Secciones',
    dashboard: 'Panel',
    orders: 'Pedidos',
    audit: 'Auditoría',
    customers: 'Clientes',
    catalogue: 'Catálogo',
    content: 'Contenidos',
    installations: 'Instalaciones',
    incidents: 'Incidencias',
    professionals: 'Profesionales',
    prices: 'Precios',
    coupons: 'Cupones',
    catalogueSheets: 'Importar y exportar',
    stock: 'Existencias',
    quotations: 'Presupuestos',
    menus: 'Menús',
    home: 'Portada',
    seo: 'Textos SEO',
    questions: 'Preguntas',
    reviews: 'Opiniones',
    staff: 'Personal',
    notAllowed: 'Tu rol no da acceso a esta sección',
    soon: 'Próximamente',
  },
  roles: {
    owner: 'Propietario',
    order_manager: 'Gestor de pedidos',
    catalogue_editor: 'Editor de catálogo',
    content_editor: 'Editor de contenidos',
    support: 'Atención al cliente',
  },
  signIn: {
    title: 'Acceso del personal',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Entrar',
    submitting: 'Entrando…',
    expired: 'Tu sesión ha caducado. Vuelve a entrar para continuar.',
    signedOut: 'Has cerrado la sesión.',
  },
  signOut: 'Cerrar sesión',
  errors: {
    title: 'Algo ha fallado',
    unreachable: 'No se ha podido contactar con el servidor. Inténtalo de nuevo.',
    forbidden: 'Tu rol no permite ver esta página.',
    notFound: 'No existe.',
    retry: 'Reintentar',
    backToDashboard: 'Volver al panel',
  },
  dashboard: {
    title: 'Panel',
    sales: 'Ventas por edición',
    edition: 'Edición',
    salesToday: 'Hoy',
    sales7d: '7 días',
    sales30d: '30 días',
    ordersToday: 'Pedidos hoy',
    waiting: 'Pedidos en espera por estado',
    status: 'Estado',
    count: 'Pedidos',
    noneWaiting: 'Ningún pedido en espera.',
    dailySales: 'Ventas diarias de los últimos 30 días',
    chartLabel: 'Gráfico de barras de las ventas diarias por edición',
    chartSummary: '{store}: {total} en {orders} pedidos pagados en 30 días',
    chartLoading: 'Cargando el gráfico…',
    showData: 'Ver las cifras del gráfico en una tabla',
    day: 'Día',
    ordersOf: 'Pedidos · {store}',
    salesOf: 'Ventas · {store}',
    topProducts: 'Productos más vendidos en 30 días',
    product: 'Producto',
    units: 'Unidades',
    revenue: 'Ingresos',
    noTopProducts: 'Ninguna venta en los últimos 30 días.',
    freshness: 'Las cifras pueden tener hasta un minuto de retraso.',
  },
  stores: { ESSM: 'España (ESSM)', FRSM: 'Francia (FRSM)' },
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
} as const;
