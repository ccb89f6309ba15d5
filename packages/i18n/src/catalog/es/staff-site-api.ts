/** Answers of the staff api for menus, the home and SEO texts (/admin/v1/menus/, home/, seo/). */
export const staffSiteApi = {
  invalidLink:
    'Escribe una dirección de la tienda que empiece por / (por ejemplo /mamparas-de-ducha).',
  invalidImage: 'Escribe la referencia de una imagen (letras, números, /, -, _ y .).',
  menuItemNotFound: 'Elemento de menú no encontrado.',
  parentNotInMenu: 'El elemento superior no pertenece a este menú.',
  tooDeep: 'El menú tiene como máximo tres niveles: este elemento no admite subelementos.',
  slideNotFound: 'Carrusel o banner no encontrado.',
  datesOrder: 'La fecha de fin debe ser posterior a la de inicio.',
  seoNotFound: 'Texto SEO no encontrado.',
} as const;
