/** Messages of the staff api (/admin/v1/). */
export const staffApi = {
  signInRequired: 'Inicia sesión con tu cuenta de personal para continuar.',
  csrfHeaderMissing:
    'Falta la cabecera X-Requested-With: staff-app. Las acciones solo se aceptan desde la aplicación de personal.',
  tooManySignIns: 'Demasiados intentos de inicio de sesión. Espera {wait} y vuelve a intentarlo.',
  invalidDate: 'Introduce una fecha válida con el formato AAAA-MM-DD.',
  invalidBoolean: 'Indica true o false.',
  invalidOrdering: '«{value}» no es un orden válido. Valores válidos: {allowed}.',
  rangeReversed: 'El valor mínimo no puede ser mayor que el máximo.',
  datesReversed: 'La fecha inicial no puede ser posterior a la final.',
  csv: {
    number: 'Número',
    store: 'Tienda',
    createdAt: 'Fecha',
    status: 'Estado',
    customer: 'Cliente',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    total: 'Total',
    currency: 'Moneda',
    paymentMethod: 'Método de pago',
    paymentStatus: 'Estado del pago',
    installation: 'Instalación',
    subOrders: 'Subpedidos',
  },
} as const;
