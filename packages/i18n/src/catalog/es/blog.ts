/** The blog (/blog, /blog/{slug}, /blog/cat/{slug}), the opinions page and the ratings widget. */
export const blog = {
  home: 'Inicio',
  blog: 'Blog',
  meta: {
    title: 'Blog de mamparas, platos de ducha y baños',
    description:
      'Guías para medir, elegir e instalar mamparas y platos de ducha, limpiar la cal y reformar el baño, escritas por el equipo de Mamparas Shop.',
  },
  heading: 'Blog de Mamparas Shop',
  intro:
    'Consejos prácticos para elegir, medir, instalar y cuidar tu mampara, tu plato de ducha y tu grifería.',
  categories: 'Categorías',
  allPosts: 'Todos los artículos',
  postCount: 'Artículos: {count}',
  readMore: 'Leer el artículo',
  readMoreAbout: 'Leer el artículo: {title}',
  published: 'Publicado el {date}',
  by: 'Por {author}',
  empty: 'Todavía no hay artículos en esta sección. Vuelve pronto.',
  category: {
    title: '{name}: artículos del blog',
  },
  paging: {
    label: 'Páginas de artículos',
    previous: 'Anteriores',
    next: 'Siguientes',
    page: 'Página {page}',
    pageOf: 'Página {page} de {pages}',
  },
  faqs: {
    title: 'Preguntas frecuentes',
    error: 'Error al obtener FAQs',
  },
  related: 'Artículos relacionados',
  moreIn: 'Más artículos de {category}',
  shopCta: {
    title: '¿Listo para renovar tu ducha?',
    text: 'Mamparas estándar y a medida, platos de ducha y grifería con envío gratis a la península.',
    screens: 'Ver mamparas',
    /** The shower screens category of the edition's catalogue. */
    screensPath: '/mamparas-de-ducha',
    guide: 'Guía de medición',
  },
  opinions: {
    meta: {
      title: 'Opiniones de clientes',
      description:
        'Lo que opinan nuestros clientes de sus mamparas, platos de ducha y grifería, y de su compra en Mamparas Shop.',
    },
    heading: 'Opiniones de nuestros clientes',
    intro:
      'Publicamos las valoraciones que nos dejan los clientes tras recibir su pedido, sin filtrar las negativas.',
    none: 'Todavía no hay opiniones publicadas.',
    about: 'Sobre {product}',
    aboutShop: 'Sobre la tienda',
    by: '{name}, {date}',
  },
  rating: {
    label: 'Valoración de nuestros clientes',
    average: '{average} de 5',
    count: { one: '{count} opinión', other: '{count} opiniones' },
    stars: 'Valoración media: {rating} de 5 estrellas',
    starsOne: 'Valoración: {rating} de 5 estrellas',
    link: 'Leer las opiniones',
  },
} as const;
