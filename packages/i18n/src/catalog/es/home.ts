/** The home page (SPEC section 2: categories, brands, trends, sliders, SEO text). */
export const home = {
  meta: {
    title: '{store}: mamparas de ducha, platos de ducha y grifería',
    description:
      'Mamparas de ducha a medida, platos de ducha y grifería con envío gratis a península. Compra segura y pago en plazos.',
  },
  heading: 'Mamparas de ducha, platos de ducha y grifería',
  sliders: {
    label: 'Destacados',
    slide: '{position} de {total}',
    previous: 'Anterior',
    next: 'Siguiente',
  },
  categories: { title: 'Categorías destacadas' },
  trends: { title: 'Tendencias' },
  brands: { title: 'Nuestras marcas' },
  banners: { label: 'Promociones' },
  productCard: {
    madeToMeasure: 'A medida',
    previousPrice: 'Antes {price}',
    from: 'Desde',
    rating: {
      one: '{average} de 5 estrellas, {count} opinión',
      other: '{average} de 5 estrellas, {count} opiniones',
    },
    delivery: 'Entrega en {min}-{max} días laborables',
  },
} as const;
