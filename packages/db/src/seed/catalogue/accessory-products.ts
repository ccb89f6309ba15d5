import type { LocalizedText, ProductDefinition } from './types.ts';

interface AccessoryRow {
  ref: string;
  name: LocalizedText;
  highlight: LocalizedText;
  detail: LocalizedText;
  pvp: number;
  pvpOld?: number;
  finishes?: readonly string[];
  stock: number;
  sales: number;
  variant: number;
}

function accessory(row: AccessoryRow): ProductDefinition {
  return {
    ref: row.ref,
    kind: 'accessory',
    brand: 'brisa-accesorios',
    collection: 'inox',
    categories: ['accessories'],
    name: row.name,
    shortDescription: row.highlight,
    description: {
      es: [
        row.highlight.es,
        row.detail.es,
        'Acero inoxidable AISI 304: no se oxida ni con agua de mar.',
      ].join('\n\n'),
      fr: [
        row.highlight.fr,
        row.detail.fr,
        'Acier inoxydable AISI 304 : il ne rouille pas, même en bord de mer.',
      ].join('\n\n'),
    },
    pvp: row.pvp,
    pvpOld: row.pvpOld,
    professionalDiscount: 0.15,
    options: row.finishes ? { 'acabado-griferia': row.finishes } : {},
    complements: [],
    technicalData: [
      {
        label: { es: 'Material', fr: 'Matériau' },
        value: { es: 'Acero inoxidable 304', fr: 'Inox 304' },
      },
      { label: { es: 'Garantía', fr: 'Garantie' }, value: { es: '2 años', fr: '2 ans' } },
    ],
    stock: row.stock,
    deliveryDays: [2, 3],
    salesCount: row.sales,
    artwork: { color: '#b8b4ac', variant: row.variant },
  };
}

const steel = ['inox-cepillado', 'negro-mate'] as const;

export const accessoryProducts: ProductDefinition[] = [
  accessory({
    ref: 'BRS-ET210',
    name: { es: 'Estante esquinero de ducha', fr: 'Étagère d’angle de douche' },
    highlight: {
      es: 'Estante de esquina para geles y champús, sin taladrar.',
      fr: 'Étagère d’angle pour gels et shampooings, sans perçage.',
    },
    detail: {
      es: 'Se fija con adhesivo de alta resistencia y soporta hasta 5 kg.',
      fr: 'Se fixe par adhésif haute résistance et supporte jusqu’à 5 kg.',
    },
    pvp: 2490,
    finishes: steel,
    stock: 300,
    sales: 1900,
    variant: 0,
  }),
  accessory({
    ref: 'BRS-TR260',
    name: { es: 'Toallero de barra 60 cm', fr: 'Porte-serviettes barre 60 cm' },
    highlight: { es: 'Toallero de pared de 60 cm.', fr: 'Porte-serviettes mural de 60 cm.' },
    detail: {
      es: 'Incluye tacos y tornillos, y también kit adhesivo para no taladrar azulejos.',
      fr: 'Chevilles et vis incluses, ainsi qu’un kit adhésif pour ne pas percer le carrelage.',
    },
    pvp: 2990,
    pvpOld: 3590,
    finishes: steel,
    stock: 180,
    sales: 1200,
    variant: 1,
  }),
  accessory({
    ref: 'BRS-AG345',
    name: { es: 'Asidero de seguridad 45 cm', fr: 'Barre d’appui 45 cm' },
    highlight: {
      es: 'Asidero para entrar y salir de la ducha con seguridad.',
      fr: 'Barre d’appui pour entrer et sortir de la douche en sécurité.',
    },
    detail: {
      es: 'Soporta 120 kg y su superficie estriada no resbala con las manos mojadas.',
      fr: 'Supporte 120 kg et sa surface striée ne glisse pas avec les mains mouillées.',
    },
    pvp: 3490,
    stock: 90,
    sales: 540,
    variant: 2,
  }),
  accessory({
    ref: 'BRS-PH402',
    name: { es: 'Percha doble para albornoz', fr: 'Patère double pour peignoir' },
    highlight: {
      es: 'Percha de dos ganchos para albornoz y toalla.',
      fr: 'Patère deux crochets pour peignoir et serviette.',
    },
    detail: {
      es: 'Se cuelga sobre la puerta de la mampara o se fija a la pared.',
      fr: 'Se suspend à la porte de la paroi ou se fixe au mur.',
    },
    pvp: 1490,
    finishes: steel,
    stock: 260,
    sales: 870,
    variant: 3,
  }),
  accessory({
    ref: 'BRS-WC510',
    name: { es: 'Escobilla de baño de pared', fr: 'Brosse WC murale' },
    highlight: {
      es: 'Escobilla con recipiente de cristal mate.',
      fr: 'Brosse avec réservoir en verre dépoli.',
    },
    detail: {
      es: 'El cabezal se cambia sin herramientas.',
      fr: 'La tête se remplace sans outils.',
    },
    pvp: 2290,
    finishes: steel,
    stock: 140,
    sales: 610,
    variant: 4,
  }),
  accessory({
    ref: 'BRS-DS620',
    name: { es: 'Dosificador de jabón', fr: 'Distributeur de savon' },
    highlight: {
      es: 'Dosificador de 300 ml para encimera.',
      fr: 'Distributeur de 300 ml à poser.',
    },
    detail: {
      es: 'Bomba de acero que no gotea y base antideslizante.',
      fr: 'Pompe en acier anti-goutte et base antidérapante.',
    },
    pvp: 1990,
    stock: 220,
    sales: 930,
    variant: 5,
  }),
  accessory({
    ref: 'BRS-CL730',
    name: { es: 'Limpiador antical para mamparas', fr: 'Nettoyant anticalcaire pour parois' },
    highlight: {
      es: 'Limpiador de 750 ml que respeta el tratamiento antical.',
      fr: 'Nettoyant de 750 ml qui préserve le traitement anticalcaire.',
    },
    detail: {
      es: 'Pulveriza, espera un minuto y pasa la rasqueta: sin frotar.',
      fr: 'Pulvérisez, attendez une minute et passez la raclette : sans frotter.',
    },
    pvp: 990,
    stock: 500,
    sales: 2600,
    variant: 6,
  }),
];
