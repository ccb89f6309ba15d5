/** Credit notes (facturas rectificativas) of staff refunds, and the refund e-mail. */
export const creditNote = {
  title: 'Factura rectificativa',
  number: 'Número',
  date: 'Fecha de emisión',
  correctedInvoice: 'Factura rectificada',
  correctedInvoiceLine: '{number} del {date}',
  reason: 'Motivo',
  line: 'Devolución del pedido {number}',
  fileName: 'factura-rectificativa-{number}.pdf',
} as const;
