/** Answers, e-mail and PDF of the staff quotations (/admin/v1/quotations/). */
export const quotationsApi = {
  notFound: 'Presupuesto no encontrado.',
  notDraft: 'Este presupuesto ya se ha enviado: no se puede cambiar ni volver a enviar.',
  noRows: 'Añade al menos una línea.',
  oneChange: 'Indica un precio negociado o un descuento, no los dos.',
  discountDecimals: 'El descuento admite como mucho dos decimales.',
  aboveCatalogue: 'El precio negociado no puede superar el precio de catálogo.',
  notPositive: 'El precio resultante debe ser mayor que 0.',
  unknownCustomer: 'Cliente desconocido.',
  notProfessional: 'Los presupuestos son para clientes profesionales.',
  inactiveCustomer: 'La cuenta de este cliente no está activa.',
  validUntilPast: 'La fecha de validez no puede ser anterior a hoy.',
  mail: {
    subject: 'Tu presupuesto {number}',
    heading: 'Tu presupuesto',
    greeting: 'Hola, {name}:',
    intro:
      'Te enviamos el presupuesto {number} por {total}, válido hasta el {date}. Lo tienes adjunto en PDF y en tu área de cliente, donde puedes aceptarlo.',
    cta: 'Ver y aceptar el presupuesto',
  },
  pdf: {
    title: 'Presupuesto',
    fileName: 'presupuesto-{number}.pdf',
    number: 'Número',
    date: 'Fecha',
    validUntil: 'Válido hasta',
    customer: 'Cliente',
    unitPrice: 'Precio unitario {price} (catálogo {catalogue})',
    acceptNote: 'Acepta este presupuesto en tu área de cliente antes de la fecha de validez.',
  },
} as const;
