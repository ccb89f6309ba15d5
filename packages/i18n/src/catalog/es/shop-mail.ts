/** E-mails to the shop's own staff (a new order to prepare), in the edition's language. */
export const shopMail = {
  newOrder: {
    subject: 'Nuevo pedido {number} · {store} · {total}',
    heading: 'Nuevo pedido',
    introPaid: 'El pedido {number} está pagado y listo para preparar.',
    introTransfer:
      'El pedido {number} se pagará por transferencia: prepáralo cuando se reciba el pago.',
    number: 'Pedido',
    edition: 'Tienda',
    placedAt: 'Fecha',
    customer: 'Cliente',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    paymentMethod: 'Forma de pago',
    total: 'Total',
    lines: 'Productos',
    shippingAddress: 'Dirección de envío',
    observations: 'Observaciones del cliente',
    open: 'Abrir el pedido en la gestión',
    footer: 'Aviso automático de {store}: se envía una sola vez por pedido.',
  },
} as const;
