import type { LocalizedText, ProductDefinition } from './types.ts';

type ScreenType =
  | 'sliding'
  | 'sliding-4'
  | 'hinged'
  | 'folding'
  | 'corner-sliding'
  | 'corner-hinged'
  | 'round'
  | 'walk-in'
  | 'bath-fixed'
  | 'bath-hinged'
  | 'bath-folding'
  | 'bath-sliding';

interface ScreenRow {
  ref: string;
  model: string;
  type: ScreenType;
  brand: string;
  collection?: string;
  glassMm: 6 | 8;
  pvp: number;
  pvpOld?: number;
  sizes: readonly string[];
  colors: readonly string[];
  madeToMeasure?: { width: [number, number]; height: [number, number]; totalMax: number };
  stock: number;
  sales: number;
  novelty?: boolean;
  settlement?: boolean;
  frOnly?: boolean;
}

const typeNames: Record<ScreenType, LocalizedText> = {
  sliding: { es: 'Mampara de ducha frontal corredera', fr: 'Paroi de douche coulissante' },
  'sliding-4': { es: 'Mampara corredera de 4 hojas', fr: 'Paroi coulissante 4 vantaux' },
  hinged: { es: 'Mampara de ducha abatible', fr: 'Paroi de douche pivotante' },
  folding: { es: 'Mampara de ducha plegable', fr: 'Paroi de douche pliante' },
  'corner-sliding': { es: 'Mampara angular corredera', fr: 'Paroi d’angle coulissante' },
  'corner-hinged': { es: 'Mampara angular abatible', fr: 'Paroi d’angle pivotante' },
  round: { es: 'Mampara semicircular', fr: 'Paroi quart de cercle' },
  'walk-in': { es: 'Mampara fija walk-in', fr: 'Paroi fixe walk-in' },
  'bath-fixed': { es: 'Mampara de bañera fija', fr: 'Pare-baignoire fixe' },
  'bath-hinged': { es: 'Mampara de bañera abatible', fr: 'Pare-baignoire pivotant' },
  'bath-folding': { es: 'Mampara de bañera plegable', fr: 'Pare-baignoire pliant' },
  'bath-sliding': { es: 'Mampara de bañera corredera', fr: 'Pare-baignoire coulissant' },
};

const openingSentences: Record<ScreenType, LocalizedText> = {
  sliding: {
    es: 'Un fijo y una puerta corredera sobre rodamientos de acero inoxidable: no necesita espacio para abrir y desliza en silencio.',
    fr: 'Un panneau fixe et une porte coulissante sur roulements inox : aucun espace d’ouverture nécessaire, un glissement silencieux.',
  },
  'sliding-4': {
    es: 'Dos fijos laterales y dos puertas que se abren desde el centro, perfecta para huecos anchos de hasta 180 cm.',
    fr: 'Deux fixes latéraux et deux portes qui s’ouvrent au centre, idéale pour les niches larges jusqu’à 180 cm.',
  },
  hinged: {
    es: 'La puerta abatible gira 180 grados hacia dentro y hacia fuera, con bisagras de retorno automático.',
    fr: 'La porte pivote à 180 degrés vers l’intérieur et l’extérieur, avec charnières à retour automatique.',
  },
  folding: {
    es: 'La puerta se pliega sobre sí misma y deja todo el hueco libre: ideal para baños muy pequeños.',
    fr: 'La porte se replie sur elle-même et libère toute l’ouverture : idéale pour les très petites salles de bain.',
  },
  'corner-sliding': {
    es: 'Dos puertas correderas que se abren en la esquina para entrar cómodamente sin ocupar espacio.',
    fr: 'Deux portes coulissantes qui s’ouvrent dans l’angle pour entrer facilement sans encombrer.',
  },
  'corner-hinged': {
    es: 'Un lateral fijo y una puerta abatible con bisagra de latón macizo, para platos cuadrados o rectangulares.',
    fr: 'Un côté fixe et une porte pivotante à charnière en laiton massif, pour receveurs carrés ou rectangulaires.',
  },
  round: {
    es: 'Cristal curvado al horno y puertas correderas que siguen la curva del plato.',
    fr: 'Verre bombé au four et portes coulissantes qui suivent la courbe du receveur.',
  },
  'walk-in': {
    es: 'Un panel fijo sin puerta con barra estabilizadora a pared: la ducha queda abierta y se limpia en un momento.',
    fr: 'Un panneau fixe sans porte avec barre de stabilisation murale : la douche reste ouverte et se nettoie en un instant.',
  },
  'bath-fixed': {
    es: 'Un panel fijo que protege la zona de la ducha y deja libre el resto de la bañera.',
    fr: 'Un panneau fixe qui protège la zone de douche et laisse le reste de la baignoire libre.',
  },
  'bath-hinged': {
    es: 'Una hoja abatible que se recoge contra la pared cuando usas la bañera para el baño.',
    fr: 'Un vantail pivotant qui se range contre le mur quand vous prenez un bain.',
  },
  'bath-folding': {
    es: 'Tres hojas plegables que se recogen por completo sobre la pared del grifo.',
    fr: 'Trois vantaux pliants qui se replient entièrement contre le mur de la robinetterie.',
  },
  'bath-sliding': {
    es: 'Dos hojas correderas sobre guía superior, para bañeras entre paredes de 140 a 180 cm.',
    fr: 'Deux vantaux coulissants sur rail haut, pour baignoires entre murs de 140 à 180 cm.',
  },
};

const categoryOf = (type: ScreenType): string => {
  if (type.startsWith('bath')) return 'bath-screens';
  if (type.startsWith('corner')) return 'corner-screens';
  if (type === 'round') return 'round-screens';
  if (type === 'walk-in') return 'walk-in-screens';
  return 'front-screens';
};

const artworkOpening = (type: ScreenType) => {
  if (type.startsWith('bath')) return 'bath' as const;
  if (type.startsWith('corner')) return 'corner' as const;
  if (type === 'round') return 'round' as const;
  if (type === 'walk-in') return 'fixed' as const;
  if (type === 'hinged') return 'hinged' as const;
  if (type === 'folding') return 'folding' as const;
  return 'sliding' as const;
};

/** Profile finishes as drawn: chrome, silver, white, black, brushed gold. */
export const profileColors: Record<string, string> = {
  'cromado-brillo': '#c9ced3',
  'plata-mate': '#a9adb0',
  blanco: '#f4f4f2',
  'negro-mate': '#222222',
  'oro-cepillado': '#c5a049',
};

function screen(row: ScreenRow): ProductDefinition {
  const typeName = typeNames[row.type];
  const madeToMeasure = row.madeToMeasure;
  const suffix = madeToMeasure ? { es: ' a medida', fr: ' sur mesure' } : { es: '', fr: '' };
  const name = {
    es: `${typeName.es} ${row.model}${suffix.es}`,
    fr: `${typeName.fr} ${row.model}${suffix.fr}`,
  };
  const opening = openingSentences[row.type];
  const measureText = madeToMeasure
    ? {
        es: `Fabricada a medida: indica un ancho entre ${madeToMeasure.width[0]} y ${madeToMeasure.width[1]} cm y un alto entre ${madeToMeasure.height[0]} y ${madeToMeasure.height[1]} cm. Se fabrica en 2 o 3 semanas y, al ser a medida, no admite devolución.`,
        fr: `Fabriquée sur mesure : indiquez une largeur entre ${madeToMeasure.width[0]} et ${madeToMeasure.width[1]} cm et une hauteur entre ${madeToMeasure.height[0]} et ${madeToMeasure.height[1]} cm. Délai de 2 à 3 semaines ; un produit sur mesure n’est ni repris ni échangé.`,
      }
    : {
        es: 'Los perfiles de pared tienen 2 cm de ajuste para corregir paredes que no están a plomo.',
        fr: 'Les profilés muraux offrent 2 cm de réglage pour rattraper les murs hors d’aplomb.',
      };
  return {
    ref: row.ref,
    kind: row.type.startsWith('bath') ? 'bath-screen' : 'shower-screen',
    brand: row.brand,
    collection: row.collection,
    categories: [
      categoryOf(row.type),
      row.type.startsWith('bath') ? 'bath-screens' : 'shower-screens',
    ],
    name,
    shortDescription: {
      es: `Cristal templado de ${row.glassMm} mm, perfilería de aluminio y tratamiento antical opcional.`,
      fr: `Verre trempé de ${row.glassMm} mm, profilés aluminium et traitement anticalcaire en option.`,
    },
    description: {
      es: [
        opening.es,
        `El cristal templado de ${row.glassMm} mm es cinco veces más resistente que un cristal normal y, si se rompe, lo hace en trozos pequeños sin aristas.`,
        measureText.es,
      ].join('\n\n'),
      fr: [
        opening.fr,
        `Le verre trempé de ${row.glassMm} mm est cinq fois plus résistant qu’un verre ordinaire et, en cas de casse, se fragmente en petits morceaux sans arêtes.`,
        measureText.fr,
      ].join('\n\n'),
    },
    pvp: row.pvp,
    pvpOld: row.pvpOld,
    professionalDiscount: 0.2,
    options: {
      'color-perfil': row.colors,
      ...(madeToMeasure ? {} : { medida: row.sizes }),
      'tipo-vidrio': [
        'transparente',
        'mate',
        'serigrafiado',
        ...(row.glassMm === 8 ? ['ahumado'] : []),
      ],
      ...(row.type === 'sliding' || row.type === 'corner-hinged'
        ? { apertura: ['izquierda', 'derecha'] }
        : {}),
    },
    measures: madeToMeasure
      ? [
          { attribute: 'width-attr', minCm: madeToMeasure.width[0], maxCm: madeToMeasure.width[1] },
          {
            attribute: 'height-attr',
            minCm: madeToMeasure.height[0],
            maxCm: madeToMeasure.height[1],
          },
        ]
      : undefined,
    measureTotalMaxCm: madeToMeasure?.totalMax,
    complements: ['TRT-AC01', 'PRF-CP02', 'TOA-TP01', 'KIT-KL01', 'INS-SV01', 'INS-RS01'],
    technicalData: [
      {
        label: { es: 'Cristal', fr: 'Verre' },
        value: { es: `Templado de ${row.glassMm} mm`, fr: `Trempé ${row.glassMm} mm` },
      },
      {
        label: { es: 'Altura', fr: 'Hauteur' },
        value: {
          es: madeToMeasure ? 'A medida' : row.type.startsWith('bath') ? '140 cm' : '195 cm',
          fr: madeToMeasure ? 'Sur mesure' : row.type.startsWith('bath') ? '140 cm' : '195 cm',
        },
      },
      {
        label: { es: 'Perfilería', fr: 'Profilés' },
        value: { es: 'Aluminio anodizado', fr: 'Aluminium anodisé' },
      },
      { label: { es: 'Garantía', fr: 'Garantie' }, value: { es: '3 años', fr: '3 ans' } },
    ],
    stock: row.stock,
    deliveryDays: madeToMeasure ? [10, 15] : [3, 5],
    stores: row.frOnly ? ['FRSM'] : undefined,
    novelty: row.novelty,
    settlement: row.settlement,
    salesCount: row.sales,
    artwork: {
      color: profileColors[row.colors[0] ?? 'cromado-brillo'] ?? '#c9ced3',
      glass: row.type === 'walk-in' && row.model === 'Nero' ? 'printed' : 'clear',
      opening: artworkOpening(row.type),
    },
  };
}

const front = ['100', '110', '120', '140', '160'] as const;
const wide = ['140', '160', '180'] as const;
const corner = ['70x70', '80x80', '90x90', '80x120'] as const;
const bath = ['70', '80', '90'] as const;
const classic = ['cromado-brillo', 'blanco', 'negro-mate'] as const;
const premium = ['cromado-brillo', 'negro-mate', 'oro-cepillado'] as const;
const basic = ['plata-mate', 'blanco'] as const;

export const screenProducts: ProductDefinition[] = [
  screen({
    ref: 'AQN-KALA-C2',
    model: 'Kala',
    type: 'sliding',
    brand: 'aquanova',
    collection: 'kala',
    glassMm: 8,
    pvp: 38900,
    pvpOld: 45900,
    sizes: front,
    colors: premium,
    stock: 42,
    sales: 910,
  }),
  screen({
    ref: 'AQN-KALA-C4',
    model: 'Kala Duo',
    type: 'sliding-4',
    brand: 'aquanova',
    collection: 'kala',
    glassMm: 8,
    pvp: 52900,
    sizes: wide,
    colors: premium,
    stock: 12,
    sales: 240,
  }),
  screen({
    ref: 'AQN-KALA-CM',
    model: 'Kala',
    type: 'sliding',
    brand: 'aquanova',
    collection: 'kala',
    glassMm: 8,
    pvp: 46900,
    sizes: [],
    colors: premium,
    madeToMeasure: { width: [70, 180], height: [180, 200], totalMax: 380 },
    stock: 999,
    sales: 530,
  }),
  screen({
    ref: 'AQN-NOA-AB',
    model: 'Noa',
    type: 'hinged',
    brand: 'aquanova',
    collection: 'noa',
    glassMm: 8,
    pvp: 34900,
    sizes: ['70', '80', '90', '100'],
    colors: premium,
    stock: 18,
    sales: 310,
    novelty: true,
  }),
  screen({
    ref: 'AQN-NOA-ANG',
    model: 'Noa',
    type: 'corner-hinged',
    brand: 'aquanova',
    collection: 'noa',
    glassMm: 8,
    pvp: 49900,
    sizes: corner,
    colors: premium,
    stock: 9,
    sales: 170,
  }),
  screen({
    ref: 'AQN-NOA-WALK',
    model: 'Noa',
    type: 'walk-in',
    brand: 'aquanova',
    collection: 'noa',
    glassMm: 8,
    pvp: 27900,
    sizes: ['70', '80', '90', '100', '120'],
    colors: premium,
    stock: 25,
    sales: 460,
  }),
  screen({
    ref: 'AQN-NERO-WALK',
    model: 'Nero',
    type: 'walk-in',
    brand: 'aquanova',
    glassMm: 8,
    pvp: 32900,
    pvpOld: 38900,
    sizes: ['80', '90', '100', '120'],
    colors: ['negro-mate'],
    stock: 14,
    sales: 620,
    novelty: true,
  }),
  screen({
    ref: 'AQN-NOA-WALKM',
    model: 'Noa',
    type: 'walk-in',
    brand: 'aquanova',
    collection: 'noa',
    glassMm: 8,
    pvp: 33900,
    sizes: [],
    colors: premium,
    madeToMeasure: { width: [40, 140], height: [180, 200], totalMax: 340 },
    stock: 999,
    sales: 190,
  }),
  screen({
    ref: 'AQN-ORBE-SC',
    model: 'Orbe',
    type: 'round',
    brand: 'aquanova',
    glassMm: 6,
    pvp: 31900,
    sizes: ['80x80', '90x90'],
    colors: classic,
    stock: 11,
    sales: 140,
  }),
  screen({
    ref: 'AQN-VELA-ANG',
    model: 'Vela',
    type: 'corner-sliding',
    brand: 'aquanova',
    glassMm: 8,
    pvp: 44900,
    sizes: corner,
    colors: premium,
    stock: 7,
    sales: 210,
  }),
  screen({
    ref: 'CRB-ESS-C2',
    model: 'Essential',
    type: 'sliding',
    brand: 'cristalbano',
    collection: 'essential',
    glassMm: 6,
    pvp: 18900,
    pvpOld: 22900,
    sizes: front,
    colors: basic,
    stock: 120,
    sales: 1480,
  }),
  screen({
    ref: 'CRB-ESS-CM',
    model: 'Essential',
    type: 'sliding',
    brand: 'cristalbano',
    collection: 'essential',
    glassMm: 6,
    pvp: 24900,
    sizes: [],
    colors: basic,
    madeToMeasure: { width: [70, 160], height: [180, 200], totalMax: 360 },
    stock: 999,
    sales: 720,
  }),
  screen({
    ref: 'CRB-ESS-ANG',
    model: 'Essential',
    type: 'corner-sliding',
    brand: 'cristalbano',
    collection: 'essential',
    glassMm: 6,
    pvp: 23900,
    sizes: corner,
    colors: basic,
    stock: 64,
    sales: 980,
  }),
  screen({
    ref: 'CRB-ESS-SC',
    model: 'Essential',
    type: 'round',
    brand: 'cristalbano',
    collection: 'essential',
    glassMm: 6,
    pvp: 19900,
    sizes: ['80x80', '90x90'],
    colors: basic,
    stock: 38,
    sales: 650,
  }),
  screen({
    ref: 'CRB-ESS-PLG',
    model: 'Essential',
    type: 'folding',
    brand: 'cristalbano',
    collection: 'essential',
    glassMm: 6,
    pvp: 16900,
    sizes: ['70', '80', '90'],
    colors: basic,
    stock: 30,
    sales: 260,
  }),
  screen({
    ref: 'CRB-LUCE-C2',
    model: 'Luce',
    type: 'sliding',
    brand: 'cristalbano',
    collection: 'luce',
    glassMm: 6,
    pvp: 22900,
    sizes: front,
    colors: classic,
    stock: 55,
    sales: 830,
  }),
  screen({
    ref: 'CRB-LUCE-AB',
    model: 'Luce',
    type: 'hinged',
    brand: 'cristalbano',
    collection: 'luce',
    glassMm: 6,
    pvp: 21900,
    sizes: ['70', '80', '90', '100'],
    colors: classic,
    stock: 21,
    sales: 300,
  }),
  screen({
    ref: 'CRB-LUCE-ANG',
    model: 'Luce',
    type: 'corner-hinged',
    brand: 'cristalbano',
    collection: 'luce',
    glassMm: 6,
    pvp: 27900,
    pvpOld: 32900,
    sizes: corner,
    colors: classic,
    stock: 16,
    sales: 410,
  }),
  screen({
    ref: 'CRB-LUCE-WALK',
    model: 'Luce',
    type: 'walk-in',
    brand: 'cristalbano',
    collection: 'luce',
    glassMm: 6,
    pvp: 17900,
    sizes: ['70', '80', '90', '100', '120'],
    colors: classic,
    stock: 47,
    sales: 770,
  }),
  screen({
    ref: 'CRB-DELTA-C4',
    model: 'Delta',
    type: 'sliding-4',
    brand: 'cristalbano',
    glassMm: 6,
    pvp: 32900,
    sizes: wide,
    colors: basic,
    stock: 10,
    sales: 120,
    settlement: true,
    pvpOld: 39900,
  }),
  screen({
    ref: 'CRB-LUCE-CM',
    model: 'Luce',
    type: 'corner-sliding',
    brand: 'cristalbano',
    collection: 'luce',
    glassMm: 6,
    pvp: 33900,
    sizes: [],
    colors: classic,
    madeToMeasure: { width: [70, 120], height: [180, 200], totalMax: 320 },
    stock: 999,
    sales: 260,
  }),
  screen({
    ref: 'AQN-BRISA-BF',
    model: 'Brisa',
    type: 'bath-fixed',
    brand: 'aquanova',
    glassMm: 8,
    pvp: 19900,
    sizes: bath,
    colors: premium,
    stock: 33,
    sales: 540,
  }),
  screen({
    ref: 'AQN-BRISA-BA',
    model: 'Brisa',
    type: 'bath-hinged',
    brand: 'aquanova',
    glassMm: 8,
    pvp: 23900,
    sizes: bath,
    colors: premium,
    stock: 19,
    sales: 330,
    novelty: true,
  }),
  screen({
    ref: 'CRB-ESS-BPL',
    model: 'Essential',
    type: 'bath-folding',
    brand: 'cristalbano',
    collection: 'essential',
    glassMm: 6,
    pvp: 17900,
    pvpOld: 21900,
    sizes: ['120', '140'],
    colors: basic,
    stock: 44,
    sales: 690,
  }),
  screen({
    ref: 'CRB-LUCE-BC',
    model: 'Luce',
    type: 'bath-sliding',
    brand: 'cristalbano',
    collection: 'luce',
    glassMm: 6,
    pvp: 26900,
    sizes: ['140', '160', '180'],
    colors: classic,
    stock: 17,
    sales: 380,
  }),
  screen({
    ref: 'CRB-LUCE-BCM',
    model: 'Luce',
    type: 'bath-sliding',
    brand: 'cristalbano',
    collection: 'luce',
    glassMm: 6,
    pvp: 31900,
    sizes: [],
    colors: classic,
    madeToMeasure: { width: [120, 180], height: [140, 150], totalMax: 330 },
    stock: 999,
    sales: 150,
  }),
  screen({
    ref: 'CRB-SENA-BF',
    model: 'Sena',
    type: 'bath-fixed',
    brand: 'cristalbano',
    glassMm: 6,
    pvp: 12900,
    sizes: bath,
    colors: basic,
    stock: 80,
    sales: 860,
  }),
  screen({
    ref: 'AQN-SEINE-C2',
    model: 'Seine',
    type: 'sliding',
    brand: 'aquanova',
    glassMm: 8,
    pvp: 41900,
    sizes: front,
    colors: premium,
    stock: 15,
    sales: 95,
    frOnly: true,
    novelty: true,
  }),
];
