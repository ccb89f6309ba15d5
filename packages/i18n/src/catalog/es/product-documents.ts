/**
 * The product documents the api renders as PDF (data sheet, assembly, maintenance). Steps are
 * written per product kind; one step per line.
 */
export const productDocuments = {
  title: {
    data_sheet: 'Ficha técnica',
    assembly: 'Instrucciones de montaje',
    maintenance: 'Guía de mantenimiento',
  },
  reference: 'Referencia: {ref}',
  brand: 'Marca: {brand}',
  technicalData: 'Datos técnicos',
  delivery: 'Plazo de entrega: de {min} a {max} días laborables',
  steps: 'Pasos',
  tools: 'Herramientas: {tools}',
  care: 'Cuidados',
  footer: 'Documento de {seller}. Consulta la última versión en la página del producto.',
  assembly: {
    screen: {
      tools: 'taladro, broca de 6 mm para azulejo, nivel, destornillador, silicona neutra',
      steps:
        'Lee todas las instrucciones antes de empezar. Manipula el vidrio templado entre dos personas y no lo apoyes sobre sus cantos.\nComprueba que el plato o la bañera estén nivelados y que el hueco coincide con las medidas del pedido.\nPresenta los perfiles de pared, marca los taladros con el nivel y taladra con la broca de 6 mm.\nAtornilla los perfiles de pared con los tacos incluidos.\nColoca los paneles fijos en los perfiles y ajusta su aplomo.\nCuelga las hojas móviles en los rodamientos o bisagras y regula su cierre.\nSella por fuera con silicona neutra y espera 24 horas antes de usar la ducha.',
    },
    tray: {
      tools: 'nivel, llana, mortero cola o adhesivo de montaje, silicona neutra',
      steps:
        'Comprueba que el suelo esté limpio, seco y nivelado y que el desagüe queda en la posición de la válvula.\nConecta la válvula al desagüe y prueba que no pierde agua.\nExtiende el adhesivo en cordones sobre el suelo.\nApoya el plato, nivélalo en ambos sentidos y cárgalo con peso durante 24 horas.\nSella la junta con la pared con silicona neutra.',
    },
    tap: {
      tools: 'llave inglesa, cinta de teflón, llave de grifo',
      steps:
        'Cierra la llave de paso del agua.\nRetira el grifo anterior y limpia las conexiones.\nEnrolla cinta de teflón en las roscas de las conexiones.\nConecta los latiguillos de agua fría y caliente sin forzar.\nFija el grifo y abre el agua para comprobar que no hay fugas.',
    },
    furniture: {
      tools: 'taladro, nivel, destornillador, llave inglesa',
      steps:
        'Marca en la pared la altura del mueble con el nivel.\nTaladra y coloca los tacos para los soportes incluidos.\nCuelga el mueble y ajusta los soportes hasta nivelarlo.\nColoca el lavabo y conecta el sifón y el grifo.\nMonta los cajones o puertas y ajusta las bisagras.',
    },
    accessory: {
      tools: 'taladro o adhesivo de montaje incluido, nivel',
      steps:
        'Elige la posición y comprueba que no haya tuberías ni cables detrás.\nMarca los puntos de fijación con el nivel.\nTaladra y coloca los tacos, o limpia la superficie si usas el adhesivo.\nFija el accesorio y espera 24 horas antes de cargarlo si va pegado.',
    },
  },
  maintenance: {
    screen:
      'Seca el cristal con una rasqueta después de cada ducha.\nLimpia una vez por semana con agua y jabón neutro o con un limpiador antical sin abrasivos.\nNo uses estropajos, lejía ni productos con amoniaco sobre los perfiles.\nLimpia los rodamientos y las guías cada tres meses para que la puerta deslice sin esfuerzo.',
    tray: 'Aclara el plato después de cada ducha.\nLimpia con agua y jabón neutro; para la cal, vinagre diluido.\nNo uses disolventes ni estropajos metálicos: dañan la superficie antideslizante.\nLimpia la rejilla y el sifón de la válvula una vez al mes.',
    tap: 'Limpia con un paño húmedo y jabón neutro y seca después.\nDesenrosca y limpia el aireador cada tres meses para retirar la cal.\nNo uses productos abrasivos ni ácidos sobre el acabado.',
    furniture:
      'Limpia con un paño húmedo y seca enseguida.\nVentila el baño: la humedad constante daña la madera.\nNo uses productos con disolventes ni abrasivos.',
    accessory:
      'Limpia con un paño húmedo y jabón neutro.\nSeca después para evitar manchas de cal.\nNo uses productos abrasivos sobre el acabado.',
  },
} as const;
