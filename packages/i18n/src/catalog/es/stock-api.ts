/** Answers of the staff stock api (/admin/v1/stock/). */
export const stockApi = {
  notFound: 'Producto no encontrado.',
  notStocked: 'Este producto se fabrica a medida: no tiene existencias que ajustar.',
  belowZero: 'Solo quedan {level} unidades: no se pueden quitar {units}.',
  zeroDelta: 'Indica un número de unidades distinto de 0.',
  invalidMode: 'Elige fijar el nivel contado o sumar unidades.',
} as const;
