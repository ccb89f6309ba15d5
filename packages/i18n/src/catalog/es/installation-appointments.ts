/** The installation appointment staff set on an order: the customer's e-mail (api). */
export const appointmentsApi = {
  orderClosed: 'Solo se fija la instalación de un pedido pagado que no esté cancelado ni devuelto.',
  notFound: 'Reserva de instalación no encontrada.',
  mail: {
    subject: 'Cita de instalación del pedido {number}',
    heading: 'Tu cita de instalación',
    greeting: 'Hola, {name}:',
    intro:
      'Hemos acordado con el instalador la visita para montar lo que compraste en el pedido {number}.',
    changed: 'La cita anterior queda sustituida por esta.',
    day: 'Día',
    window: 'Franja horaria',
    windowValue: 'de {from} a {to}',
    place: 'Lugar',
    note: 'Si no puedes estar en casa ese día, contesta a este correo o llámanos y buscaremos otra fecha.',
    cta: 'Ver mi pedido',
  },
} as const;
