/** Category, search, brand, offers and news pages (SPEC sections 2 and 4, Listing). */
export const listing = {
  breadcrumb: { label: 'Estás aquí', home: 'Inicio' },
  productCount: { one: '{count} producto', other: '{count} productos' },
  /** The product grid's heading, for screen readers (the page's h1 names the listing). */
  results: { heading: 'Productos' },
  subcategories: { title: 'Categorías' },
  banners: { label: 'Promociones de la categoría' },
  sort: { label: 'Ordenar por', apply: 'Ordenar' },
  filters: {
    title: 'Filtros',
    show: 'Mostrar filtros',
    hide: 'Ocultar filtros',
    open: 'Filtros',
    close: 'Cerrar filtros',
    apply: 'Aplicar filtros',
    showResults: 'Ver {count}',
    clearAll: 'Quitar todos los filtros',
    clear: 'Quitar {name}',
    active: 'Filtros aplicados',
    any: 'Todos',
    count: '({count})',
    from: 'Desde',
    to: 'Hasta',
    rangeEuros: '{name} en euros',
    rangeUnit: '{name}',
    yes: 'Sí',
  },
  paging: {
    previous: 'Cargar productos anteriores',
    more: 'Cargar más productos',
    loading: 'Cargando…',
    shown: 'Has visto {shown} de {count} productos',
    page: 'Página {page} de {pages}',
  },
  empty: {
    title: 'No hay productos con estos filtros',
    text: 'Prueba a quitar algún filtro o a buscar con otras palabras.',
  },
  recentlyViewed: { title: 'Vistos recientemente' },
  search: {
    meta: { title: 'Buscar «{query}»', titleEmpty: 'Buscar en la tienda' },
    heading: 'Resultados de «{query}»',
    headingEmpty: '¿Qué estás buscando?',
    prompt: 'Escribe lo que buscas en el buscador: mampara corredera, plato de ducha 80x120…',
    noResults: 'No hemos encontrado productos para «{query}».',
    suggestions: {
      label: 'Sugerencias',
      products: 'Productos',
      categories: 'Categorías',
      all: 'Ver todos los resultados de «{query}»',
    },
  },
  brands: {
    meta: {
      title: 'Marcas de mamparas, platos de ducha y grifería',
      description:
        'Todas las marcas que vendemos: fabricantes de mamparas, platos de ducha, grifería y muebles de baño.',
    },
    heading: 'Nuestras marcas',
    collections: 'Colecciones',
    categories: 'Categorías de {brand}',
    products: 'Productos de {brand}',
  },
  offers: {
    meta: {
      title: 'Ofertas en mamparas, platos de ducha y grifería',
      description:
        'Mamparas, platos de ducha y grifería rebajados. Aprovecha nuestras ofertas con envío gratis a península.',
    },
    heading: 'Ofertas',
  },
  novelties: {
    meta: {
      title: 'Novedades en mamparas y baño',
      description:
        'Las últimas mamparas, platos de ducha, grifería y muebles de baño que hemos incorporado al catálogo.',
    },
    heading: 'Novedades',
  },
  compare: {
    button: 'Comparar',
    toggle: 'Comparar {name}',
    full: 'Puedes comparar hasta {max} productos',
    bar: {
      label: 'Productos para comparar',
      count: { one: '{count} producto elegido', other: '{count} productos elegidos' },
      open: 'Comparar',
      clear: 'Vaciar',
    },
    meta: {
      title: 'Comparar productos',
      description:
        'Compara el precio, el plazo de entrega, las opiniones y las características técnicas de hasta 4 productos.',
    },
    heading: 'Comparar productos',
    caption: { one: 'Comparación de {count} producto', other: 'Comparación de {count} productos' },
    rows: {
      product: 'Producto',
      brand: 'Marca',
      price: 'Precio',
      delivery: 'Entrega',
      rating: 'Valoración',
      technical: 'Características técnicas',
      options: 'Opciones de configuración',
    },
    remove: 'Quitar',
    removeLabel: 'Quitar {name} de la comparación',
    notStated: 'Sin datos',
    noReviews: 'Sin opiniones todavía',
    ratingShort: { one: '{average} ({count} opinión)', other: '{average} ({count} opiniones)' },
    measureRange: 'De {min} a {max} cm',
    missing: 'Algunos productos ya no están a la venta y no aparecen en la comparación.',
    empty: {
      title: 'Aún no hay productos que comparar',
      text: 'En cualquier categoría, pulsa «Comparar» en los productos que te interesen (hasta {max}) y abre el comparador desde la barra que aparece al pie de la lista.',
      home: 'Ir a la tienda',
    },
  },
} as const;
