/** Messages of the staff calls that move orders (/admin/v1/orders/{id}/...). */
export const orderOpsApi = {
  subOrderNotFound: 'Este pedido no tiene el subpedido {id}.',
  subOrderMoveRefused:
    'El subpedido {id} está en el estado {from} y no puede pasar al estado {to}.',
  orderMoveRefused: 'El pedido está en el estado {from} y no puede pasar al estado {to}.',
  expectedOnNotFuture: 'La nueva fecha de entrega debe ser posterior a hoy.',
  receivedOnInFuture: 'La fecha de recepción no puede ser posterior a hoy.',
  amountMismatch:
    'El importe recibido ({amount}) no coincide con lo que debe el pedido ({owed}): no se aceptan pagos parciales.',
  notTransferOrder: 'Este pedido no se paga por transferencia.',
  noPendingTransfer: 'Este pedido no espera ninguna transferencia.',
  nothingToCancel: 'Este pedido no tiene productos que se puedan cancelar.',
} as const;
