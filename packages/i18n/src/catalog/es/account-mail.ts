/** E-mails sent to account holders: activation, password recovery, newsletter welcome coupon. */
export const accountMail = {
  greeting: 'Hola, {name}:',
  linkFallback: 'Si el botón no funciona, copia y pega este enlace en tu navegador:',
  activation: {
    subject: 'Activa tu cuenta en {shop}',
    heading: 'Activa tu cuenta',
    intro:
      'Gracias por registrarte en {shop}. Para empezar a usar tu cuenta, confirma tu correo electrónico.',
    button: 'Activar mi cuenta',
    validity: 'El enlace caduca en 7 días y solo se puede usar una vez.',
    notYou: 'Si no has creado esta cuenta, ignora este mensaje: no se activará.',
  },
  passwordReset: {
    subject: 'Cambia tu contraseña de {shop}',
    heading: 'Cambia tu contraseña',
    intro:
      'Hemos recibido una solicitud para cambiar la contraseña de tu cuenta. Elige una nueva con el botón de abajo.',
    button: 'Elegir una nueva contraseña',
    validity: 'El enlace caduca en 1 hora y solo se puede usar una vez.',
    notYou:
      'Si no has pedido este cambio, ignora este mensaje: tu contraseña actual sigue valiendo.',
  },
  professionalApproved: {
    subject: 'Tu cuenta profesional en {shop} está aprobada',
    heading: 'Cuenta profesional aprobada',
    intro:
      'Hemos comprobado tus datos de empresa: desde ahora ves y pagas los precios para profesionales de {shop}.',
    button: 'Entrar a mi cuenta',
    validity:
      'Los precios profesionales se aplican desde tu próximo inicio de sesión, también a tu carrito.',
    notYou: 'Si no pediste una cuenta profesional, responde a este correo.',
  },
  professionalRefused: {
    subject: 'Tu solicitud de cuenta profesional en {shop}',
    heading: 'No hemos podido aprobar tu cuenta profesional',
    intro:
      'Con los datos que tenemos no podemos darte acceso a los precios para profesionales. Tu cuenta sigue activa y compras con precios de particular.',
    button: 'Ir a la tienda',
    validity:
      'Si crees que es un error, responde a este correo con la razón social y el CIF de tu empresa.',
    notYou: 'Si no pediste una cuenta profesional, puedes ignorar este mensaje.',
  },
} as const;
