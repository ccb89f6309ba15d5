/** Company, installation, measuring-guide and other content pages. */
export const content = {
  home: 'Inicio',
  tableOfContents: 'En esta página',
  preview: {
    published: 'Vista previa: así se verá este texto. Ya está publicado.',
    draft: 'Vista previa: este texto no está publicado; solo lo ve quien tiene este enlace.',
    home: 'Vista previa de la portada: muestra la diapositiva o el banner tal como está guardado, aunque no esté publicado; solo lo ve quien tiene este enlace.',
  },
  api: {
    invalidSlug:
      'Usa solo letras minúsculas sin acentos, números y guiones (por ejemplo, aviso-legal).',
    slugTaken: 'Ya existe una página con esta dirección en esta tienda.',
  },
  diagrams: {
    frontalTitle: 'Dónde medir una mampara frontal',
    angularTitle: 'Dónde medir una mampara angular',
    semicircularTitle: 'Dónde medir una mampara semicircular',
    bathtubTitle: 'Dónde medir una mampara de bañera',
    widthTop: 'Ancho arriba',
    widthMiddle: 'Ancho en el centro',
    widthBottom: 'Ancho abajo',
    height: 'Alto',
    plumb: 'Desplome de la pared',
    depth: 'Fondo',
    wall: 'Pared',
    tray: 'Plato de ducha',
    bath: 'Bañera',
    radius: 'Radio',
    frontal:
      'Mampara frontal entre dos paredes: mide el ancho arriba, en el centro y abajo, el alto y el desplome de cada pared.',
    angular:
      'Mampara angular en una esquina: mide cada lado por separado, arriba y abajo, el alto y el desplome de las dos paredes.',
    semicircular:
      'Mampara semicircular: mide los dos lados del plato desde la esquina y el radio de la curva, además del alto.',
    bathtub:
      'Mampara de bañera: mide el ancho del borde de la bañera desde la pared y el alto desde el borde; comprueba el desplome de la pared.',
  },
} as const;
