/** Error pages of SPEC section 2: 404, server error, and the error page's own failure. */
export const errorPage = {
  pipeBroke: 'Ups',
  pipeBrokeText: 'Se nos ha roto una tubería.',
  notFound: {
    title: 'No hemos podido encontrar esta página',
    text: 'Puede que el enlace esté mal escrito o que la página ya no exista.',
  },
  serverError: {
    title: 'Ha ocurrido un error en el servidor',
    text: 'Estamos trabajando para arreglarlo. Inténtalo de nuevo en unos minutos.',
  },
  badRequest: {
    title: 'No hemos podido leer lo que has enviado',
    text: 'Puede que el formulario se haya enviado incompleto. Vuelve a la página e inténtalo de nuevo.',
  },
  tooLarge: {
    title: 'Lo que has enviado es demasiado grande',
    text: 'Revisa el formulario: ningún campo necesita tanto texto.',
  },
  status: 'Error {status}',
  backToShop: 'Volver a la tienda',
  failed: 'Ha ocurrido un error al mostrar la página de error',
  goHome: 'Ir a la página de inicio',
} as const;
