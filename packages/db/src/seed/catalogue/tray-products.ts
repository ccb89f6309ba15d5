import type { ProductDefinition } from './types.ts';

interface TrayRow {
  ref: string;
  model: string;
  brand: string;
  collection?: string;
  texture: 'pizarra' | 'piedra' | 'arena' | 'lisa';
  pvp: number;
  pvpOld?: number;
  sizes?: readonly string[];
  madeToMeasure?: { width: [number, number]; length: [number, number]; totalMax: number };
  budget?: boolean;
  stock: number;
  sales: number;
  novelty?: boolean;
  color: string;
}

const textures = {
  pizarra: { es: 'textura pizarra', fr: 'effet ardoise' },
  piedra: { es: 'textura piedra', fr: 'effet pierre' },
  arena: { es: 'textura arena', fr: 'effet sable' },
  lisa: { es: 'superficie lisa', fr: 'surface lisse' },
};

const trayColors = ['blanco', 'crema', 'gris-cemento', 'grafito', 'negro'] as const;

function tray(row: TrayRow): ProductDefinition {
  const texture = textures[row.texture];
  const measure = row.madeToMeasure;
  const name = measure
    ? {
        es: `Plato de ducha ${row.model} a medida`,
        fr: `Receveur de douche ${row.model} sur mesure`,
      }
    : { es: `Plato de ducha ${row.model}`, fr: `Receveur de douche ${row.model}` };
  const special = [
    ...(measure ? ['fabricacion-a-medida'] : []),
    ...(row.budget ? ['economico'] : []),
  ];
  return {
    ref: row.ref,
    kind: 'shower-tray',
    brand: row.brand,
    collection: row.collection,
    categories: [
      measure ? 'made-to-measure-trays' : row.budget ? 'budget-trays' : 'shower-trays',
      'shower-trays',
    ],
    name,
    shortDescription: {
      es: `Resina con carga mineral, ${texture.es}, 3 cm de grosor y antideslizante clase 3.`,
      fr: `Résine et charge minérale, ${texture.fr}, 3 cm d’épaisseur, antidérapant classe 3.`,
    },
    description: {
      es: [
        `El plato ${row.model} combina resina de poliéster y carga mineral con un gelcoat de ${texture.es} coloreado en masa: los pequeños golpes no se notan.`,
        'Es extraplano (3 cm) para instalarse a ras de suelo o sobre el pavimento, y su superficie antideslizante de clase 3 es la más segura del mercado.',
        measure
          ? `Lo fabricamos con el largo y el ancho exactos de tu hueco (ancho de ${measure.width[0]} a ${measure.width[1]} cm, largo de ${measure.length[0]} a ${measure.length[1]} cm). Incluye válvula y rejilla. Al ser a medida, no admite devolución.`
          : 'Se puede recortar en obra con un disco de diamante. Incluye válvula sifónica y rejilla a juego.',
      ].join('\n\n'),
      fr: [
        `Le receveur ${row.model} associe résine polyester et charge minérale avec un gelcoat ${texture.fr} teinté dans la masse : les petits chocs ne se voient pas.`,
        'Extra-plat (3 cm), il se pose à fleur de sol ou sur le carrelage, et sa surface antidérapante de classe 3 est la plus sûre du marché.',
        measure
          ? `Nous le fabriquons aux dimensions exactes de votre niche (largeur de ${measure.width[0]} à ${measure.width[1]} cm, longueur de ${measure.length[0]} à ${measure.length[1]} cm). Bonde et grille incluses. Produit sur mesure : ni repris ni échangé.`
          : 'Il se recoupe sur le chantier avec un disque diamant. Bonde siphoïde et grille assortie incluses.',
      ].join('\n\n'),
    },
    pvp: row.pvp,
    pvpOld: row.pvpOld,
    professionalDiscount: row.budget ? 0.15 : 0.22,
    options: {
      'color-plato': trayColors,
      ...(measure ? {} : { medida: row.sizes ?? [] }),
      'pool-attr': ['centrada', 'lado-corto', 'lado-largo'],
      'elementos-especiales': special,
    },
    measures: measure
      ? [
          { attribute: 'width-attr', minCm: measure.width[0], maxCm: measure.width[1] },
          { attribute: 'height-attr', minCm: measure.length[0], maxCm: measure.length[1] },
        ]
      : undefined,
    measureTotalMaxCm: measure?.totalMax,
    complements: ['VAL-INOX', 'VAL-LN01', 'KIT-KL01', 'INS-SV01', 'INS-RS01'],
    technicalData: [
      {
        label: { es: 'Material', fr: 'Matériau' },
        value: { es: 'Resina y carga mineral', fr: 'Résine et charge minérale' },
      },
      { label: { es: 'Grosor', fr: 'Épaisseur' }, value: { es: '3 cm', fr: '3 cm' } },
      {
        label: { es: 'Antideslizante', fr: 'Antidérapant' },
        value: { es: 'Clase 3 (UNE-ENV 12633)', fr: 'Classe 3 (UNE-ENV 12633)' },
      },
      { label: { es: 'Garantía', fr: 'Garantie' }, value: { es: '10 años', fr: '10 ans' } },
    ],
    stock: row.stock,
    deliveryDays: measure ? [10, 15] : [3, 5],
    novelty: row.novelty,
    salesCount: row.sales,
    artwork: { color: row.color, variant: row.texture === 'lisa' ? 1 : 0 },
  };
}

const standard = ['70x100', '80x120', '80x140', '90x160', '100x180'] as const;

export const trayProducts: ProductDefinition[] = [
  tray({
    ref: 'DTC-SLATE-STD',
    model: 'Slate',
    brand: 'duchatec',
    collection: 'slate',
    texture: 'pizarra',
    pvp: 15900,
    pvpOld: 19900,
    sizes: standard,
    stock: 150,
    sales: 2100,
    color: '#f2f1ed',
  }),
  tray({
    ref: 'DTC-SLATE-MED',
    model: 'Slate',
    brand: 'duchatec',
    collection: 'slate',
    texture: 'pizarra',
    pvp: 18900,
    madeToMeasure: { width: [70, 120], length: [70, 200], totalMax: 300 },
    stock: 999,
    sales: 1650,
    color: '#4b4d50',
  }),
  tray({
    ref: 'DTC-STONE-STD',
    model: 'Stone',
    brand: 'duchatec',
    collection: 'stone',
    texture: 'piedra',
    pvp: 17900,
    sizes: standard,
    stock: 90,
    sales: 980,
    color: '#9c9c98',
  }),
  tray({
    ref: 'DTC-STONE-MED',
    model: 'Stone',
    brand: 'duchatec',
    collection: 'stone',
    texture: 'piedra',
    pvp: 20900,
    madeToMeasure: { width: [70, 120], length: [70, 200], totalMax: 300 },
    stock: 999,
    sales: 760,
    color: '#e6dcc6',
  }),
  tray({
    ref: 'DTC-URBAN-STD',
    model: 'Urban',
    brand: 'duchatec',
    texture: 'lisa',
    pvp: 16900,
    sizes: standard,
    stock: 60,
    sales: 540,
    novelty: true,
    color: '#f2f1ed',
  }),
  tray({
    ref: 'DTC-URBAN-MED',
    model: 'Urban',
    brand: 'duchatec',
    texture: 'lisa',
    pvp: 19900,
    madeToMeasure: { width: [70, 100], length: [80, 180], totalMax: 260 },
    stock: 999,
    sales: 350,
    color: '#1f1f1f',
  }),
  tray({
    ref: 'DTC-ARDESIA-MED',
    model: 'Ardesia',
    brand: 'duchatec',
    collection: 'slate',
    texture: 'pizarra',
    pvp: 23900,
    pvpOld: 27900,
    madeToMeasure: { width: [80, 120], length: [100, 200], totalMax: 320 },
    stock: 999,
    sales: 420,
    color: '#4b4d50',
  }),
  tray({
    ref: 'RLV-SAHARA-STD',
    model: 'Sahara',
    brand: 'resina-levante',
    collection: 'sahara',
    texture: 'arena',
    pvp: 9900,
    sizes: standard,
    budget: true,
    stock: 210,
    sales: 1890,
    color: '#e6dcc6',
  }),
  tray({
    ref: 'RLV-BASIC-STD',
    model: 'Basic',
    brand: 'resina-levante',
    texture: 'lisa',
    pvp: 7900,
    pvpOld: 9900,
    sizes: ['70x100', '80x120', '80x140'],
    budget: true,
    stock: 340,
    sales: 2400,
    color: '#f2f1ed',
  }),
  tray({
    ref: 'RLV-TERRA-STD',
    model: 'Terra',
    brand: 'resina-levante',
    texture: 'pizarra',
    pvp: 11900,
    sizes: standard,
    budget: true,
    stock: 130,
    sales: 1320,
    color: '#9c9c98',
  }),
  tray({
    ref: 'RLV-TERRA-MED',
    model: 'Terra',
    brand: 'resina-levante',
    texture: 'pizarra',
    pvp: 14900,
    madeToMeasure: { width: [70, 100], length: [70, 180], totalMax: 260 },
    budget: true,
    stock: 999,
    sales: 870,
    color: '#4b4d50',
  }),
  tray({
    ref: 'RLV-DUNA-STD',
    model: 'Duna',
    brand: 'resina-levante',
    texture: 'arena',
    pvp: 10900,
    sizes: ['80x120', '90x160', '100x180'],
    budget: true,
    stock: 75,
    sales: 640,
    color: '#9c9c98',
  }),
];
