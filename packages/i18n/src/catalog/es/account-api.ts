/** Api messages of addresses, wishlist, newsletters, client orders, quotations and incidents. */
export const accountApi = {
  addressNotFound: 'Dirección no encontrada',
  productNotFound: 'Producto no encontrado',
  wishlistItemNotFound: 'Este producto no está en tus favoritos',
  wishlistOtherUser: 'Solo puedes cambiar tus propios favoritos',
  subscriptionNotFound: 'Suscripción no encontrada',
  unsubscribed: 'Te has dado de baja de la newsletter',
  tooManySubscriptions:
    'Demasiadas solicitudes de suscripción a la newsletter. Espera {wait} y vuelve a intentarlo.',
  quotationNotFound: 'Presupuesto no encontrado',
  quotationEmptyCart: 'Añade algún producto al carrito antes de guardarlo como presupuesto',
  quotationExpired:
    'Este presupuesto caducó el {date}. Te mostramos los precios actuales: guarda un presupuesto nuevo para mantenerlos.',
  quotationNeedsAddress:
    'Añade una dirección de envío en tu cuenta para convertir el presupuesto en pedido',
  quotationNotOpen: 'Este presupuesto ya no se puede aceptar',
  quotationAccepted:
    'Presupuesto aceptado. Tu pedido {number} está pendiente de pago: págalo desde "Mis pedidos" con el método que prefieras.',
  incidentNotAllowed: 'Este pedido no admite incidencias en su estado actual',
  incidentReasonInvalid: 'Elige el motivo de la incidencia',
  incidentMessageRequired: 'Cuéntanos qué ha pasado',
  incidentRecorded: 'Hemos registrado tu incidencia. Te responderemos lo antes posible.',
  incidentReason: {
    damaged: 'Producto dañado',
    missing: 'Falta alguna pieza',
    delay: 'Retraso en la entrega',
    other: 'Otro motivo',
  },
  newsletterMail: {
    subject: 'Tu cupón de 5 € de bienvenida a {store}',
    heading: '¡Gracias por suscribirte!',
    intro:
      'Ya formas parte de la newsletter de {store}. Como bienvenida, aquí tienes un cupón de {amount} para tu próxima compra.',
    codeLabel: 'Tu código',
    conditions:
      'Válido para un solo uso y solo con este correo electrónico ({email}). Introdúcelo en el carrito antes de pagar.',
    cta: 'Ir a la tienda',
    footer: 'Recibes este correo porque te has suscrito en {domain}.',
  },
} as const;
