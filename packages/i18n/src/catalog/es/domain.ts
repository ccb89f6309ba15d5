/**
 * Wording of @shop/domain's error codes and labels. Keys mirror the codes: the code
 * 'tax_id.dni_control' is the message 'domain.errors.tax_id.dni_control'. Where SPEC gives a
 * text it is copied as written, including its accents or lack of them.
 */
export const domain = {
  errors: {
    email: {
      required: 'Correo electrónico requerido',
      invalid: 'El correo electrónico debe ser válido',
    },
    tax_id: {
      required: 'Número de identificación fiscal requerido',
      type_invalid: 'Selecciona un tipo de documento válido',
      dni_format: 'El DNI debe tener 8 dígitos y una letra mayúscula',
      dni_control: 'La letra del DNI no corresponde a su número',
      nie_format: 'El NIE debe empezar por X, Y o Z, seguida de 7 u 8 dígitos y una letra',
      nie_control: 'La letra del NIE no corresponde a su número',
      cif_format: 'El CIF debe tener una letra, 7 dígitos y un dígito o una letra de control',
      cif_control: 'El dígito o la letra de control del CIF no es correcto',
      cni_format: 'La CNI debe tener 9 o 15 dígitos',
      nss_format: 'El NSS debe tener 15 dígitos',
      nif_format: 'El NIF debe ser FR seguido de 11 dígitos',
    },
    phone: {
      required: 'Teléfono requerido',
      invalid: 'Introduce un número de teléfono correcto',
    },
    postal_code: {
      required: 'Código postal requerido',
      format: 'El código postal debe tener 5 dígitos',
      unknown: 'Este código postal no existe',
      no_shipping_canary: 'Lo sentimos, no realizamos envíos a las Islas Canarias',
      no_shipping_ceuta_melilla: 'Lo sentimos, no realizamos envíos a Ceuta ni a Melilla',
      no_shipping_overseas:
        'Lo sentimos, no realizamos envíos a los territorios franceses de ultramar',
      no_shipping_corsica: 'Lo sentimos, no realizamos envíos a Córcega',
      no_installer: 'Aún no tenemos instaladores en la provincia de este código postal',
      outside_booked_province:
        'Este código postal es de otra provincia que la ciudad elegida para la instalación: corrige el código postal o vuelve a elegir la ciudad',
    },
    country: {
      not_edition: 'Esta tienda solo envía a su país',
    },
    field: {
      invalid: 'Revisa este campo',
    },
    password: {
      required: 'Contraseña requerida',
      min_length: 'Mínimo 6 caracteres requeridos',
      mismatch: 'Las contraseñas no coinciden',
      confirmation_required: 'Repite la contraseña',
    },
    required: {
      name: 'Nombre requerido',
      surname: 'Apellidos requeridos',
      address: 'Dirección requerida',
      number: 'Número requerido',
      city: 'Ciudad requerida',
      province: 'Provincia requerida',
      business_name: 'Razón social requerida',
      order_number: 'Número de pedido requerido',
      question: 'Escribe tu pregunta',
      privacy_policy: 'Debes aceptar la política de privacidad',
      terms: 'Debes aceptar los términos y condiciones',
    },
    question: {
      name_too_long: 'El nombre no puede tener más de 100 caracteres',
      text_too_long: 'La pregunta no puede tener más de 2000 caracteres',
    },
    coupon: {
      invalid: 'Lo sentimos, este cupón no es válido',
      expired: 'Lo sentimos, este cupón ha caducado',
      already_used: 'Lo sentimos, este cupón ya se ha utilizado',
      minimum_amount: 'Tu pedido no alcanza el importe mínimo de este cupón',
      excluded_brands: 'Este cupón no es válido para las marcas de tu carrito',
      other_email:
        'Este cupón es para otra dirección de correo: usa la dirección a la que te lo enviamos o quítalo',
      email_limit: 'Lo sentimos, ya has usado este cupón todas las veces permitidas',
      remove_failed: 'Error, No se ha podido borrar el cupón',
    },
    stock: {
      out_of_stock: 'Articulo fuera de stock.',
    },
    quantity: {
      invalid: 'La cantidad debe ser un número entero mayor que 0',
    },
    configurator: {
      option_unknown: 'Esta opción no está disponible para este producto',
      single_choice: 'Elige una sola opción',
      option_required: 'Selecciona una opción para continuar',
      complement_unknown: 'Este complemento no está disponible para este producto',
      complement_duplicate: 'Este complemento ya está añadido',
      complement_type_locked: 'Este complemento no es compatible con las opciones elegidas',
    },
    measure: {
      not_custom: 'Esta medida no se puede personalizar',
      required: 'Introduce la medida en cm',
      invalid: 'Introduce una medida válida en cm',
      below_minimum: 'La medida mínima es {limit} cm',
      above_maximum: 'La medida máxima es {limit} cm',
      total_above_maximum: 'La suma de las medidas no puede superar {limit} cm',
    },
    installation: {
      city_unavailable: 'Actualmente, nuestro servicio no está disponible en esta ciudad.',
    },
    payment: {
      method_required: 'Selecciona un método de pago',
      method_unavailable: 'Este método de pago no está disponible',
      sequra_18_minimum: 'El pago en 18 meses solo está disponible para pedidos desde 390 €',
      instalments_invalid: 'Elige uno de los plazos disponibles',
      failed:
        'Ha ocurrido un error al procesar el pago. Intentalo de nuevo o selecciona otro método de pago',
    },
    appointment: {
      date_invalid: 'Indica una fecha válida',
      past: 'La cita no puede ser en una fecha pasada',
      not_business_day: 'La cita tiene que ser en un día laborable',
      window_invalid: 'La franja horaria tiene que terminar después de empezar (HH:MM)',
    },
    return: {
      made_to_measure: 'Los productos a medida no admiten devolución',
      service: 'Un servicio ya prestado, como la instalación, no se puede devolver',
      window_closed: 'El plazo de devolución de 30 días ha terminado',
    },
    order: {
      not_found: 'Pedido no encontrado',
      transition_not_allowed: 'El pedido no puede pasar a ese estado',
    },
    auth: {
      inactive_user: 'Usuario inactivo',
      invalid_credentials: 'Credenciales no válidas',
      user_exists: 'Ya existe un usuario con esas credenciales',
      no_account_for_email: 'No existe ninguna cuenta asociada a ese email',
    },
    newsletter: {
      already_subscribed: 'Ya existe un usuario suscrito con éste email',
    },
  },
  orderStatus: {
    '100': 'Carrito',
    '150': 'Carrito abandonado',
    '200': 'Presupuesto',
    '250': 'Presupuesto abandonado',
    '300': 'Pendiente de pago',
    '350': 'Pedido abandonado',
    '400': 'Pagado',
    '450': 'En curso',
    '500': 'En curso',
    '600': 'Enviado parcialmente',
    '650': 'Enviado',
    '700': 'Cancelado',
    '800': 'Devuelto',
  },
  subOrderStatus: {
    '100': 'En curso',
    '200': 'En curso',
    '300': 'En curso',
    '400': 'Retrasado',
    '500': 'Cancelado',
    '550': 'Cancelado por un cambio',
    '600': 'Enviado',
    '650': 'Enviado parcialmente',
    '700': 'Entregado',
    '800': 'Devuelto',
    '900': 'Incidencia',
  },
  sort: {
    best_seller: 'Más populares',
    lower_price: 'Más baratos',
    top_rated: 'Mejor valorados',
    news: 'Novedades',
    offers: 'Ofertas',
    settlement: 'Liquidación',
  },
  paymentMethod: {
    card: 'Tarjeta',
    bizum: 'Bizum',
    klarna_account: 'Klarna: paga en 3 plazos',
    paypal: 'PayPal',
    transfer: 'Transferencia bancaria',
    sequra_sp1: 'seQura: divide tu pago en 3 meses',
    sequra_pp3: 'seQura: paga a plazos',
  },
  taxIdType: {
    dni: 'DNI',
    nie: 'NIE',
    cif: 'CIF',
    cni: 'CNI',
    nss: 'NSS',
    nif: 'NIF',
  },
  customerType: {
    client: 'Particular',
    professional: 'Profesional',
  },
  delivery: {
    range: 'Entrega entre el {from} y el {to}',
  },
  chat: {
    available: 'Chat (Opción recomendada)',
    unavailable: 'Chat no disponible',
    leaveMessage: 'Dejanos un mensaje',
  },
} as const;
