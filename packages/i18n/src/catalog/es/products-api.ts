/** Answers of the staff products api (/admin/v1/products/). */
export const productsApi = {
  notFound: 'Producto no encontrado.',
  refFormat: 'La referencia solo puede tener letras, números, puntos, guiones y guiones bajos.',
  refTaken: 'Ya existe un producto con esta referencia.',
  daysOrder: 'El plazo máximo debe ser igual o mayor que el mínimo.',
  nameToPublish: 'Indica el nombre en este idioma antes de publicar el producto.',
  nameForTexts: 'Indica el nombre: los demás textos de este idioma lo necesitan.',
  slugFormat: 'La URL solo puede tener letras minúsculas sin acentos, números y guiones.',
  slugTaken: 'Otro producto ya usa esta URL en este idioma.',
  slugRace: 'Otro producto acaba de tomar esta referencia o URL. Vuelve a intentarlo.',
  notMadeToMeasure: 'Solo un producto a medida tiene medidas.',
  measuresRequired: 'Un producto a medida necesita al menos una medida.',
  measureTwice: 'Esta medida ya está en la lista.',
  notAMeasure: 'Este atributo no es una medida.',
  rangeOrder: 'El máximo debe ser igual o mayor que el mínimo.',
  totalBelowMinimums:
    'El total máximo no puede ser menor que la suma de los mínimos ({minimum} cm).',
  unknownId: 'Elemento desconocido: {id}.',
  moved: 'Este producto tiene una nueva dirección.',
} as const;
