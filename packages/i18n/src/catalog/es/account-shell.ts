/**
 * The account's pieces on every storefront page: the header's links, the staff's customer-type
 * banner, a product's favourite heart and the newsletter's answer. Kept apart from `account`
 * (the account pages) so that pages other than the account's do not download those.
 */
export const accountShell = {
  header: {
    signedIn: 'Mi cuenta ({name})',
    favouritesCount: 'Favoritos ({count})',
  },
  admin: {
    professional: 'Estás viendo precios de profesional',
    client: 'Estás viendo precios de particular',
    toggle: 'Cambiar a {type}',
    typeP: 'profesional',
    typeC: 'particular',
    label: 'Tipo de cliente',
  },
  favourite: {
    add: 'Añadir {name} a favoritos',
    remove: 'Quitar {name} de favoritos',
  },
  newsletterDialog: {
    createTitle: '¡Gracias por suscribirte!',
    createText:
      'Te hemos enviado por correo tu cupón de 5 € de bienvenida. Úsalo en tu próxima compra.',
    againTitle: '¡Bienvenido de nuevo!',
    againText:
      'Vuelves a recibir nuestras novedades. El cupón de bienvenida se envía una sola vez por dirección de correo.',
    existsTitle: 'Lo sentimos!',
    existsText: 'Ya existe un usuario suscrito con éste email',
    errorTitle: 'Opps!',
    errorText: 'Ha ocurrido un error. Inténtalo de nuevo o ponte en contacto con nosotros',
    accept: 'Aceptar',
  },
} as const;
