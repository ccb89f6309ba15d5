/** Answers of the staff product photos api (/admin/v1/products/{id}/images/). */
export const productPhotosApi = {
  notFound: 'Imagen no encontrada en este producto.',
  fileRequired: 'Adjunta una foto en el campo «file».',
  notAnImage: 'El archivo no es una imagen JPEG, PNG, WebP o AVIF legible.',
  tooLarge: 'La foto supera el máximo de {megabytes} MB.',
  tooSmall:
    'La foto mide {width}×{height} píxeles; necesita al menos {minWidth}×{minHeight} para la galería.',
  orderMismatch: 'El orden debe incluir cada imagen del producto una sola vez.',
} as const;
