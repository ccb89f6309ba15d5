/** Answers of the staff calls on a product's variants and option groups (issue 16). */
export const productVariantsApi = {
  notFound: 'Variante no encontrada.',
  refTaken: 'Ya existe una variante con esta referencia (SKU).',
  optionsRequired: 'Elige al menos una opción para la variante.',
  notOffered: 'El producto no ofrece la opción {id}.',
  optionTwice: 'Esta opción ya está en la lista.',
  oneOptionPerGroup: 'Este grupo admite una sola opción por variante.',
  sameOptions: 'La variante {ref} ya tiene exactamente estas opciones.',
  measureGroup: 'Las medidas se editan en la ficha del producto.',
  groupTwice: 'Este atributo ya es un grupo del producto.',
  requiredEmpty: 'Un grupo obligatorio necesita al menos una opción.',
  oneDefault: 'Este grupo admite una sola opción por defecto.',
  nameTwice: 'Dos opciones del grupo no pueden llamarse igual.',
  notOfGroup: 'Esta opción no pertenece al atributo del grupo.',
  optionNameTaken: 'El atributo ya tiene una opción con este nombre: añádela desde la lista.',
  optionInVariant:
    'La variante {ref} usa una opción que quitas: cambia o retira antes la variante.',
} as const;
