/** Answers of the staff coupons api (/admin/v1/coupons/). */
export const couponsApi = {
  notFound: 'Cupón no encontrado.',
  codeFormat: 'El código solo puede tener letras, números, guiones y guiones bajos (hasta 40).',
  codeTaken: 'Ya existe un cupón con este código en esta edición.',
  codeUsed: 'Este cupón ya se ha usado: su código y su edición no se pueden cambiar.',
  amountRequired: 'Indica un importe mayor que 0 para un cupón de importe.',
  percentRequired: 'Indica un porcentaje entre 1 y 100 para un cupón de porcentaje.',
  datesOrder: 'La fecha de fin debe ser posterior a la de inicio.',
  unknownBrand: 'Marca desconocida: {id}.',
  invalidEmail: 'Introduce una dirección de correo válida.',
  alreadyInactive: 'Este cupón ya está desactivado.',
} as const;
