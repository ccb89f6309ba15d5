/** Promo strip, header, menus and footer of the default layout (SPEC section 2). */
export const layout = {
  promo: {
    label: 'Por qué comprar con nosotros',
    freeShipping: 'Envío gratis a {mainland}',
    madeToMeasure: 'Mamparas a medida en 2-3 semanas',
    securePayment: 'Pago seguro y en plazos',
  },
  /** Where each edition ships for free (shipping.ts: its 'mainland' zone). */
  mainland: { ESSM: 'península', FRSM: 'Francia metropolitana' },
  header: {
    home: '{store}, ir a la página de inicio',
    search: {
      label: 'Buscar productos',
      placeholder: 'Buscar mamparas, platos de ducha, grifos…',
      submit: 'Buscar',
    },
    orderStatus: 'Estado del pedido',
    favourites: 'Favoritos',
    account: 'Mi cuenta',
    cart: 'Carrito',
    cartCount: { one: 'Carrito, {count} artículo', other: 'Carrito, {count} artículos' },
    openMenu: 'Abrir menú',
    mainNav: 'Menú principal',
    phone: 'Atención al cliente: {number}',
  },
  mobileMenu: {
    title: 'Menú',
    back: 'Volver a {name}',
    backToMenu: 'Volver al menú',
    close: 'Cerrar menú',
  },
  footer: {
    seoMenu: 'Información y ayuda',
    newsletter: {
      title: 'Llévate 5 € de descuento',
      text: 'Suscríbete a nuestra newsletter y recibe ofertas, novedades e ideas para tu baño.',
      email: 'Correo electrónico',
      name: 'Nombre',
      surname: 'Apellidos',
      privacy: 'He leído y acepto la {link}',
      privacyLink: 'política de privacidad',
      submit: 'Suscribirme',
    },
    payments: {
      title: 'Pago seguro',
      transfer: 'Transferencia',
    },
    social: { title: 'Síguenos', follow: '{store} en {network}' },
    language: { title: 'Idioma' },
    copyright: '© {year} {store}. Todos los derechos reservados.',
  },
} as const;
