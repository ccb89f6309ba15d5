/** Messages of the staff refunds of an order (/admin/v1/orders/{id}/refunds/). */
export const refundsApi = {
  idempotencyKeyRequired: 'Falta la cabecera Idempotency-Key: cada devolución necesita su clave.',
  idempotencyKeyReused:
    'Esta clave Idempotency-Key ya se usó para otra devolución; usa una clave nueva.',
  amountNotPositive: 'El importe a devolver debe ser mayor que cero.',
  reasonRequired: 'Indica el motivo de la devolución.',
  nothingToRefund: 'Este pedido no tiene ningún importe cobrado pendiente de devolver.',
  amountTooLarge:
    'No se puede devolver {amount}: de este pedido solo quedan {left} por devolver (lo cobrado menos lo ya devuelto o en curso).',
} as const;
