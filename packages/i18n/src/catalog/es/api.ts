/** Messages the api returns in error bodies. */
export const api = {
  unknownStore: 'Tienda desconocida: {store}. Valores válidos: {allowed}.',
  unknownLanguage: 'Idioma no admitido: {language}. Valores válidos: {allowed}.',
  invalidValue: 'Valor no válido.',
  invalidChoice: '«{value}» no es una opción válida. Valores válidos: {allowed}.',
  required: 'Este campo es obligatorio.',
  minValue: 'Asegúrese de que este valor es mayor o igual a {minimum}.',
  maxValue: 'Asegúrese de que este valor es menor o igual a {maximum}.',
  minLength: 'Asegúrese de que este campo tenga al menos {minimum} caracteres.',
  maxLength: 'Asegúrese de que este campo no tenga más de {maximum} caracteres.',
  malformedRequest: 'La solicitud no es válida.',
  invalidId: 'Identificador no válido.',
  forbiddenCharacters: 'Contiene caracteres no permitidos.',
  alreadyExists: 'Ya existe un registro con estos datos.',
  notFound: 'No encontrado.',
  unauthorized: 'Las credenciales de autenticación no se proveyeron o no son válidas.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  conflict: 'La operación entra en conflicto con el estado actual.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  tooManyRequests: 'Demasiadas solicitudes. Inténtalo de nuevo en {seconds} segundos.',
  tooManyOrderLookups:
    'Demasiados intentos de buscar un pedido sin acertar. Espera {wait} y vuelve a intentarlo.',
  tooManyQuestions: 'Has enviado muchas preguntas seguidas. Espera {wait} y vuelve a intentarlo.',
  internal: 'Ha ocurrido un error. Inténtalo de nuevo o ponte en contacto con nosotros.',
  databaseUnavailable:
    'No hemos podido completar la operación en este momento. Inténtalo de nuevo en unos segundos.',
  invalidPage: 'Página no válida.',
  invalidPageSize: 'Tamaño de página no válido.',
  breadcrumbHome: 'Inicio',
  orders: {
    emptyCart: 'Tu carrito está vacío.',
    idempotencyKeyReused:
      'Este pedido ya se envió con otro carrito. Recarga la página e inténtalo de nuevo.',
    notPayable: 'Este pedido ya no admite pagos.',
    pricesChanged: 'Algunos precios de tu carrito han cambiado. Revísalo antes de pagar.',
    paymentMismatch:
      'El resultado recibido no corresponde a este pago: no se ha cambiado nada. Vuelve a la tienda y consulta tu pedido.',
    paymentNotFound: 'Pago no encontrado.',
    providerUnavailable:
      'No hemos podido conectar con el medio de pago. Inténtalo de nuevo o selecciona otro método de pago.',
  },
} as const;
