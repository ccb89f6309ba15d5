/** Api messages of sign-up, login, tokens, activation, password recovery and rate limits (/auth-users/). */
export const authApi = {
  professionalNotPending: 'Esta cuenta no tiene una solicitud de cuenta profesional pendiente.',
  activated: 'Tu cuenta está activada. Ya puedes iniciar sesión.',
  activationLinkInvalid:
    'El enlace de activación no es válido, ya se ha usado o ha caducado. Si ya activaste tu cuenta, inicia sesión.',
  resetEmailSent: 'Hemos enviado un correo para que actualices tu contraseña',
  activationResent:
    'Si hay una cuenta pendiente de activar con ese correo, te hemos enviado de nuevo el enlace de activación.',
  resetLinkInvalid:
    'El enlace para cambiar la contraseña no es válido, ya se ha usado o ha caducado. Pide uno nuevo.',
  passwordUpdated: 'Tu contraseña se ha actualizado. Ya puedes iniciar sesión.',
  sessionExpired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  currentPasswordRequired: 'Introduce tu contraseña actual para cambiar el correo o la contraseña',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  adminCallUnavailable: 'Esta gestión de administración todavía no está disponible.',
  tooManyLogins: 'Demasiados intentos de inicio de sesión. Espera {wait} y vuelve a intentarlo.',
  tooManyResets:
    'Demasiadas solicitudes de cambio de contraseña. Espera {wait} y vuelve a intentarlo.',
  tooManyActivationResends:
    'Demasiadas solicitudes del correo de activación. Espera {wait} y vuelve a intentarlo.',
  tooManySignUps: 'Demasiados registros desde tu conexión. Espera {wait} y vuelve a intentarlo.',
  wait: {
    seconds: { one: '{count} segundo', other: '{count} segundos' },
    minutes: { one: '{count} minuto', other: '{count} minutos' },
  },
} as const;
