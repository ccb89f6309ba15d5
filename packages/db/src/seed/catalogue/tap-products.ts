import type { LocalizedText, ProductDefinition } from './types.ts';

interface TapRow {
  ref: string;
  name: LocalizedText;
  brand: string;
  collection?: string;
  column: boolean;
  pvp: number;
  pvpOld?: number;
  finishes: readonly string[];
  highlight: LocalizedText;
  stock: number;
  sales: number;
  novelty?: boolean;
  color: string;
}

function tap(row: TapRow): ProductDefinition {
  return {
    ref: row.ref,
    kind: 'tap',
    brand: row.brand,
    collection: row.collection,
    categories: [row.column ? 'shower-columns' : 'basin-taps', 'taps'],
    name: row.name,
    shortDescription: row.highlight,
    description: {
      es: [
        row.highlight.es,
        row.column
          ? 'El termostato mantiene la temperatura elegida aunque cambie la presión, y el tope de seguridad a 38 °C evita quemaduras. La barra regulable se adapta a la toma existente.'
          : 'El cartucho cerámico de 35 mm garantiza un cierre suave durante años, y el aireador limita el caudal a 5 litros por minuto sin perder sensación de agua.',
        'Se entrega con latiguillos, juego de fijación y plantilla de instalación. Garantía de 5 años.',
      ].join('\n\n'),
      fr: [
        row.highlight.fr,
        row.column
          ? 'Le thermostat garde la température choisie même si la pression varie, et la butée de sécurité à 38 °C évite les brûlures. La barre réglable s’adapte à l’arrivée existante.'
          : 'La cartouche céramique de 35 mm assure une fermeture douce pendant des années, et le mousseur limite le débit à 5 litres par minute sans perdre la sensation d’eau.',
        'Livré avec flexibles, kit de fixation et gabarit de pose. Garantie 5 ans.',
      ].join('\n\n'),
    },
    pvp: row.pvp,
    pvpOld: row.pvpOld,
    professionalDiscount: 0.18,
    options: { 'acabado-griferia': row.finishes },
    complements: ['INS-SV01', 'INS-RS01'],
    technicalData: [
      { label: { es: 'Material', fr: 'Matériau' }, value: { es: 'Latón', fr: 'Laiton' } },
      {
        label: { es: 'Cartucho', fr: 'Cartouche' },
        value: {
          es: row.column ? 'Termostático' : 'Cerámico 35 mm',
          fr: row.column ? 'Thermostatique' : 'Céramique 35 mm',
        },
      },
      { label: { es: 'Garantía', fr: 'Garantie' }, value: { es: '5 años', fr: '5 ans' } },
    ],
    stock: row.stock,
    deliveryDays: [2, 4],
    novelty: row.novelty,
    salesCount: row.sales,
    artwork: { color: row.color, variant: row.column ? 0 : 1 },
  };
}

const allFinishes = ['cromo', 'negro-mate', 'oro-cepillado', 'inox-cepillado'] as const;

export const tapProducts: ProductDefinition[] = [
  tap({
    ref: 'TUR-AURA-COL',
    name: { es: 'Columna de ducha termostática Aura', fr: 'Colonne de douche thermostatique Aura' },
    brand: 'turia-griferia',
    collection: 'aura',
    column: true,
    pvp: 24900,
    pvpOld: 29900,
    finishes: allFinishes,
    highlight: {
      es: 'Rociador redondo de 25 cm, ducha de mano de tres funciones y repisa de cristal.',
      fr: 'Pomme ronde de 25 cm, douchette trois jets et tablette en verre.',
    },
    stock: 48,
    sales: 1100,
    color: '#c9ced3',
  }),
  tap({
    ref: 'TUR-METRO-COL',
    name: {
      es: 'Columna de ducha termostática Metro',
      fr: 'Colonne de douche thermostatique Metro',
    },
    brand: 'turia-griferia',
    collection: 'metro',
    column: true,
    pvp: 27900,
    finishes: allFinishes,
    highlight: {
      es: 'Rociador cuadrado de 30 cm extraplano y ducha de mano antical.',
      fr: 'Pomme carrée extra-plate de 30 cm et douchette anticalcaire.',
    },
    stock: 30,
    sales: 870,
    color: '#222222',
  }),
  tap({
    ref: 'TUR-METRO-COLN',
    name: {
      es: 'Columna de ducha Metro Black Edition',
      fr: 'Colonne de douche Metro Black Edition',
    },
    brand: 'turia-griferia',
    collection: 'metro',
    column: true,
    pvp: 31900,
    finishes: ['negro-mate'],
    highlight: {
      es: 'Todo en negro mate, con rociador de 30 cm y mando termostático de latón macizo.',
      fr: 'Tout en noir mat, pomme de 30 cm et commande thermostatique en laiton massif.',
    },
    stock: 12,
    sales: 420,
    novelty: true,
    color: '#222222',
  }),
  tap({
    ref: 'TUR-RIO-COL',
    name: { es: 'Conjunto de ducha Río', fr: 'Ensemble de douche Río' },
    brand: 'turia-griferia',
    column: true,
    pvp: 8900,
    finishes: ['cromo'],
    highlight: {
      es: 'Barra de 70 cm con ducha de mano y flexible antitorsión, sin grifo.',
      fr: 'Barre de 70 cm avec douchette et flexible anti-torsion, sans robinet.',
    },
    stock: 95,
    sales: 760,
    color: '#c9ced3',
  }),
  tap({
    ref: 'TUR-AURA-LAV',
    name: { es: 'Grifo de lavabo Aura caño bajo', fr: 'Mitigeur lavabo Aura bec bas' },
    brand: 'turia-griferia',
    collection: 'aura',
    column: false,
    pvp: 6900,
    finishes: allFinishes,
    highlight: {
      es: 'Monomando de líneas redondas para lavabo integrado.',
      fr: 'Mitigeur aux lignes rondes pour plan vasque.',
    },
    stock: 140,
    sales: 1300,
    color: '#c9ced3',
  }),
  tap({
    ref: 'TUR-AURA-LAVA',
    name: { es: 'Grifo de lavabo Aura caño alto', fr: 'Mitigeur lavabo Aura bec haut' },
    brand: 'turia-griferia',
    collection: 'aura',
    column: false,
    pvp: 9900,
    finishes: allFinishes,
    highlight: {
      es: 'Caño alto de 30 cm para lavabos sobre encimera.',
      fr: 'Bec haut de 30 cm pour vasques à poser.',
    },
    stock: 64,
    sales: 690,
    color: '#c5a049',
  }),
  tap({
    ref: 'TUR-METRO-LAV',
    name: { es: 'Grifo de lavabo Metro', fr: 'Mitigeur lavabo Metro' },
    brand: 'turia-griferia',
    collection: 'metro',
    column: false,
    pvp: 7900,
    pvpOld: 9500,
    finishes: allFinishes,
    highlight: {
      es: 'Monomando de cuerpo cuadrado y maneta plana.',
      fr: 'Mitigeur à corps carré et manette plate.',
    },
    stock: 88,
    sales: 820,
    color: '#222222',
  }),
  tap({
    ref: 'TUR-METRO-EMP',
    name: { es: 'Grifo empotrado de lavabo Metro', fr: 'Mitigeur lavabo encastré Metro' },
    brand: 'turia-griferia',
    collection: 'metro',
    column: false,
    pvp: 14900,
    finishes: ['cromo', 'negro-mate'],
    highlight: {
      es: 'Caño de pared de 20 cm con caja empotrable incluida.',
      fr: 'Bec mural de 20 cm avec boîtier à encastrer inclus.',
    },
    stock: 20,
    sales: 210,
    novelty: true,
    color: '#c9ced3',
  }),
];
