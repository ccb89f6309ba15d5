/** Answers of the staff prices api (/admin/v1/products/{id}/prices/, /admin/v1/prices/). */
export const pricesApi = {
  productNotFound: 'Producto no encontrado.',
  notPositive: 'El precio debe ser de al menos 0,01.',
  oldNotAbove: 'El precio anterior (oferta) debe ser mayor que el precio.',
  professionalAboveClient: 'El precio profesional no puede superar el precio de cliente.',
  wrongCurrency: 'Los precios de esta edición van en la moneda de la edición.',
  unknownVariant: 'Esta variante no es de este producto.',
  rowRepeated: 'Esta fila de precios aparece dos veces.',
  noPriceChosen: 'Elige precios de cliente, profesionales o ambos.',
  percentTooHigh: 'Un porcentaje puede ser como mucho del 100 % a la baja y del 1000 % al alza.',
  percentDecimals: 'El porcentaje admite como mucho dos decimales.',
  amountWhole: 'El importe va en céntimos enteros.',
  offerNeedsDown: 'Solo una bajada de precio puede convertirse en oferta.',
  professionalWouldExceed:
    'El cambio dejaría {count} precios profesionales por encima del de cliente (por ejemplo {ref}): incluye los precios profesionales o acota el filtro.',
  nothingToChange: 'Ningún precio cambiaría con este filtro y este cambio.',
  previewStale:
    'Los precios han cambiado desde la vista previa: vuelve a generarla antes de aplicar el cambio.',
} as const;
