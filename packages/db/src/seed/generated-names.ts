import type { LocalizedText } from './catalogue/types.ts';

/** What a generated product is called, by the main category of the demo product it copies. */
export const generatedBaseNames: Record<string, LocalizedText> = {
  'front-screens': { es: 'Mampara frontal corredera', fr: 'Paroi coulissante' },
  'corner-screens': { es: 'Mampara angular', fr: 'Paroi d’angle' },
  'round-screens': { es: 'Mampara semicircular', fr: 'Paroi quart de cercle' },
  'walk-in-screens': { es: 'Mampara fija', fr: 'Paroi fixe' },
  'bath-screens': { es: 'Mampara de bañera', fr: 'Pare-baignoire' },
  'shower-trays': { es: 'Plato de ducha', fr: 'Receveur de douche' },
  'made-to-measure-trays': { es: 'Plato de ducha a medida', fr: 'Receveur sur mesure' },
  'budget-trays': { es: 'Plato de ducha', fr: 'Receveur de douche' },
  'shower-columns': { es: 'Columna de ducha', fr: 'Colonne de douche' },
  'basin-taps': { es: 'Grifo de lavabo', fr: 'Mitigeur lavabo' },
  furniture: { es: 'Mueble de baño', fr: 'Meuble de salle de bain' },
  mirrors: { es: 'Espejo de baño', fr: 'Miroir' },
};

const models = [
  'Alba',
  'Bruma',
  'Cala',
  'Duna',
  'Elba',
  'Faro',
  'Gala',
  'Iris',
  'Lira',
  'Marina',
  'Nube',
  'Ola',
  'Perla',
  'Roca',
  'Sal',
  'Tera',
  'Vela',
  'Zafiro',
  'Aire',
  'Brisa',
  'Coral',
  'Delta',
  'Estela',
  'Jara',
  'Luna',
  'Mistral',
  'Nácar',
  'Onda',
];
const series = ['', ' Slim', ' Plus', ' Pro', ' Neo', ' Lux', ' Classic', ' Air', ' Zen', ' One'];

/** A model name for the n-th generated product: 280 combinations before they repeat. */
export function generatedModel(n: number): string {
  return `${models[n % models.length] ?? 'Alba'}${series[Math.floor(n / models.length) % series.length] ?? ''}`;
}
