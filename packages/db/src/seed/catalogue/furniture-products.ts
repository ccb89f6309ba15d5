import type { LocalizedText, ProductDefinition } from './types.ts';

interface FurnitureRow {
  ref: string;
  name: LocalizedText;
  collection?: string;
  mirror?: boolean;
  pvp: number;
  pvpOld?: number;
  sizes: readonly string[];
  finishes: readonly string[];
  highlight: LocalizedText;
  stock: number;
  sales: number;
  novelty?: boolean;
  color: string;
  drawers?: number;
}

function furniture(row: FurnitureRow): ProductDefinition {
  return {
    ref: row.ref,
    kind: 'furniture',
    brand: 'atlantico-home',
    collection: row.collection,
    categories: row.mirror ? ['mirrors', 'furniture'] : ['furniture'],
    name: row.name,
    shortDescription: row.highlight,
    description: {
      es: [
        row.highlight.es,
        row.mirror
          ? 'La luz LED de 4000 K ilumina la cara sin sombras y el sistema antivaho se activa con el mismo interruptor táctil. Consumo de solo 18 W.'
          : 'El cuerpo es de tablero hidrófugo de 16 mm con cantos sellados, y los cajones tienen cierre amortiguado y extracción total. Se entrega montado.',
        'Fabricado en Galicia por Atlántico Home, con dos años de garantía.',
      ].join('\n\n'),
      fr: [
        row.highlight.fr,
        row.mirror
          ? 'L’éclairage LED 4000 K illumine le visage sans ombres et l’anti-buée s’active avec le même interrupteur tactile. Consommation de 18 W seulement.'
          : 'Le caisson est en panneau hydrofuge de 16 mm à chants scellés, et les tiroirs ont une fermeture amortie et une sortie totale. Livré monté.',
        'Fabriqué en Galice par Atlántico Home, garanti deux ans.',
      ].join('\n\n'),
    },
    pvp: row.pvp,
    pvpOld: row.pvpOld,
    professionalDiscount: 0.2,
    options: { 'acabado-mueble': row.finishes, medida: row.sizes },
    complements: ['INS-SV01', 'INS-RS01'],
    technicalData: row.mirror
      ? [
          {
            label: { es: 'Iluminación', fr: 'Éclairage' },
            value: { es: 'LED 4000 K, 18 W', fr: 'LED 4000 K, 18 W' },
          },
          { label: { es: 'Antivaho', fr: 'Anti-buée' }, value: { es: 'Sí', fr: 'Oui' } },
        ]
      : [
          {
            label: { es: 'Cajones', fr: 'Tiroirs' },
            value: {
              es: `${row.drawers ?? 2} con cierre amortiguado`,
              fr: `${row.drawers ?? 2} à fermeture amortie`,
            },
          },
          {
            label: { es: 'Lavabo', fr: 'Vasque' },
            value: { es: 'Porcelana incluida', fr: 'Céramique incluse' },
          },
          { label: { es: 'Fondo', fr: 'Profondeur' }, value: { es: '46 cm', fr: '46 cm' } },
        ],
    stock: row.stock,
    deliveryDays: [5, 8],
    novelty: row.novelty,
    salesCount: row.sales,
    artwork: { color: row.color, variant: row.mirror ? 0 : (row.drawers ?? 2) },
  };
}

const woods = ['roble-natural', 'blanco-brillo', 'gris-antracita', 'nogal'] as const;

export const furnitureProducts: ProductDefinition[] = [
  furniture({
    ref: 'ATL-COSTA-2C',
    name: {
      es: 'Mueble de baño Costa con lavabo',
      fr: 'Meuble de salle de bain Costa avec vasque',
    },
    collection: 'costa',
    pvp: 32900,
    pvpOld: 38900,
    sizes: ['60', '80', '100'],
    finishes: woods,
    highlight: {
      es: 'Mueble suspendido de dos cajones con tiradores de cuero.',
      fr: 'Meuble suspendu deux tiroirs avec poignées en cuir.',
    },
    stock: 26,
    sales: 640,
    color: '#c49a6c',
  }),
  furniture({
    ref: 'ATL-COSTA-FL',
    name: { es: 'Mueble de baño Costa de suelo', fr: 'Meuble de salle de bain Costa sur pieds' },
    collection: 'costa',
    pvp: 35900,
    sizes: ['80', '100'],
    finishes: woods,
    highlight: {
      es: 'Versión con patas de 25 cm, tres cajones y lavabo de porcelana.',
      fr: 'Version sur pieds de 25 cm, trois tiroirs et vasque céramique.',
    },
    stock: 11,
    sales: 230,
    color: '#7a5535',
    drawers: 3,
  }),
  furniture({
    ref: 'ATL-NORD-2C',
    name: { es: 'Mueble de baño Nórdica', fr: 'Meuble de salle de bain Nórdica' },
    collection: 'nordica',
    pvp: 29900,
    sizes: ['60', '80', '100', '120'],
    finishes: ['blanco-brillo', 'gris-antracita', 'verde-salvia'],
    highlight: {
      es: 'Lacado mate sin tiradores, con apertura por uñero.',
      fr: 'Laqué mat sans poignées, ouverture par gorge.',
    },
    stock: 34,
    sales: 710,
    novelty: true,
    color: '#9caf88',
  }),
  furniture({
    ref: 'ATL-NORD-2V',
    name: { es: 'Mueble de baño Nórdica doble seno', fr: 'Meuble double vasque Nórdica' },
    collection: 'nordica',
    pvp: 58900,
    sizes: ['120', '140'],
    finishes: ['blanco-brillo', 'gris-antracita'],
    highlight: {
      es: 'Dos lavabos y cuatro cajones para baños compartidos.',
      fr: 'Deux vasques et quatre tiroirs pour les salles de bain partagées.',
    },
    stock: 6,
    sales: 120,
    color: '#3e4245',
    drawers: 4,
  }),
  furniture({
    ref: 'ATL-MINI-60',
    name: { es: 'Mueble de baño Mini para aseos', fr: 'Meuble lave-mains Mini' },
    pvp: 17900,
    pvpOld: 20900,
    sizes: ['60'],
    finishes: ['blanco-brillo', 'roble-natural'],
    highlight: {
      es: 'Solo 35 cm de fondo, pensado para aseos pequeños.',
      fr: 'Seulement 35 cm de profondeur, pensé pour les petits espaces.',
    },
    stock: 40,
    sales: 450,
    color: '#fafafa',
    drawers: 1,
  }),
  furniture({
    ref: 'ATL-LUZ-ESP',
    name: { es: 'Espejo LED Luz antivaho', fr: 'Miroir LED Luz anti-buée' },
    mirror: true,
    pvp: 14900,
    sizes: ['60', '80', '100'],
    finishes: ['roble-natural', 'gris-antracita'],
    highlight: {
      es: 'Espejo con marco de luz perimetral y antivaho.',
      fr: 'Miroir avec cadre lumineux et anti-buée.',
    },
    stock: 52,
    sales: 880,
    color: '#c49a6c',
  }),
  furniture({
    ref: 'ATL-LUNA-ESP',
    name: { es: 'Espejo redondo Luna con luz', fr: 'Miroir rond Luna lumineux' },
    mirror: true,
    pvp: 12900,
    sizes: ['60', '80'],
    finishes: ['gris-antracita', 'blanco-brillo'],
    highlight: {
      es: 'Espejo redondo retroiluminado de estilo escandinavo.',
      fr: 'Miroir rond rétroéclairé de style scandinave.',
    },
    stock: 37,
    sales: 560,
    novelty: true,
    color: '#3e4245',
  }),
];
