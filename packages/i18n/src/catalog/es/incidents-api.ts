/** The incidents inbox (/admin/v1/incidents/) and the answer e-mail the customer receives. */
export const incidentsApi = {
  notFound: 'Incidencia no encontrada.',
  alreadyClosed: 'Esta incidencia ya está cerrada.',
  alreadyOpen: 'Esta incidencia ya está abierta.',
  status: {
    open: 'Abierta',
    closed: 'Cerrada',
  },
  mail: {
    subject: 'Respuesta a tu incidencia del pedido {number}',
    heading: 'Hemos respondido a tu incidencia',
    greeting: 'Hola, {name}:',
    intro: 'Sobre la incidencia que abriste en el pedido {number} ({reason}):',
    yourMessage: 'Tu mensaje',
    answer: 'Nuestra respuesta',
    closed: 'Damos la incidencia por resuelta. Si necesitas algo más, responde a este correo.',
    stillOpen: 'Seguimos atentos a tu incidencia: puedes responder a este correo.',
    cta: 'Ver mi pedido',
  },
} as const;
