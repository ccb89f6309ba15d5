/** The made-to-measure screen configurator (/configurador). */
export const configuratorPage = {
  meta: {
    title: 'Configurador de mamparas a medida',
    description:
      'Elige la forma de tu ducha, la apertura y tus medidas en cm: te mostramos las mamparas fabricadas a medida que encajan en tu baño, con su precio exacto y un croquis a escala.',
  },
  breadcrumb: 'Configurador',
  heading: 'Configura tu mampara a medida',
  intro:
    'Cuéntanos cómo es tu baño y te enseñamos las mamparas fabricadas a medida que encajan, con el precio exacto para tus medidas.',
  /** The categories whose made-to-measure screens the configurator offers (their slugs in Spanish). */
  categorySlugs: {
    shower: 'mamparas-de-ducha',
    bath: 'mamparas-de-banera',
  },
  step: 'Paso {position}',
  shape: {
    title: 'Forma de tu ducha',
    models: 'Modelos a medida: {count}',
    frontal: { name: 'Frontal', text: 'Entre dos paredes, cerrando el hueco de la ducha' },
    angular: { name: 'Angular', text: 'En una esquina, con cristal en dos lados' },
    semicircular: { name: 'Semicircular', text: 'Cristal curvo para platos redondeados' },
    fija: { name: 'Fija walk-in', text: 'Un panel fijo sin puerta: ducha abierta' },
    banera: { name: 'Sobre bañera', text: 'Protege la zona de ducha de la bañera' },
  },
  opening: {
    title: 'Apertura',
    hint: 'Mirando la ducha desde fuera, ¿a qué lado quieres el panel fijo?',
  },
  measures: {
    title: 'Tus medidas',
    width: 'Ancho en cm',
    height: 'Alto en cm',
    range: 'Entre {min} y {max} cm',
    howTo: 'Cómo medir tu ducha',
  },
  errors: {
    width: 'Ningún modelo de esta forma admite ese ancho: indica entre {min} y {max} cm',
    height: 'Ningún modelo de esta forma admite ese alto: indica entre {min} y {max} cm',
    together:
      'Ningún modelo admite {width} × {height} cm a la vez. Prueba a ajustar una de las dos medidas.',
  },
  submit: 'Ver mamparas y precios',
  updating: 'Actualizando resultados…',
  sketchTitle: 'Tu mampara a escala',
  chooseShape: 'Elige la forma de tu ducha para ver las mamparas a medida que te encajan.',
  enterMeasures: 'Indica el ancho y el alto para ver qué modelos encajan y su precio exacto.',
  results: {
    heading: 'Mamparas que encajan en tu baño',
    title: 'Mamparas a medida para {width} × {height} cm',
    count: 'Modelos que encajan: {count}',
    price: 'Precio para tus medidas',
    vat: 'IVA incluido',
    finishes: 'Con {finishes}. Puedes cambiar los acabados en el configurador.',
    ranges: 'Admite ancho de {widthMin} a {widthMax} cm y alto de {heightMin} a {heightMax} cm',
    delivery: 'Fabricada y entregada en {min}-{max} días laborables',
    configure: 'Configurar con estas medidas',
    configureLabel: 'Configurar {name} con estas medidas',
    misfits: 'Modelos de esta forma que no admiten tus medidas',
  },
  trust: {
    price: 'Precio cerrado para tus medidas, IVA incluido',
    shipping: 'Envío gratis a península',
    madeToMeasure: 'Fabricación a medida en 2 o 3 semanas; no admite devolución',
  },
  entry: {
    title: '¿Conoces las medidas de tu baño?',
    text: 'Elige forma y medidas y te mostramos las mamparas a medida que encajan, con su precio exacto.',
    cta: 'Configura tu mampara a medida',
  },
} as const;
