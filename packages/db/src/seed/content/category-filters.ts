import type { FilterType } from '../../schema/index.ts';
import type { LocalizedText } from '../catalogue/types.ts';

/**
 * Filters by category. A filter with `attribute` narrows by that attribute's options; the others
 * are known slugs the api interprets: `precio` (range over the price, in cents), `ancho` (range
 * over the width in cm), `a-medida` (toggle: made-to-measure products) and `tipo` (hiperlink).
 */
export interface FilterDefinition {
  slug: string;
  name: LocalizedText;
  filterType: FilterType;
  attribute?: string;
  /** Options of the attribute to offer (default all). */
  options?: readonly string[];
  range?: [number, number];
  links?: readonly { category: string; name: LocalizedText }[];
}

const price = (min: number, max: number): FilterDefinition => ({
  slug: 'precio',
  name: { es: 'Precio', fr: 'Prix' },
  filterType: 'range',
  range: [min, max],
});

const screenFilters: FilterDefinition[] = [
  {
    slug: 'color-perfil',
    name: { es: 'Color del perfil', fr: 'Couleur du profilé' },
    filterType: 'color',
    attribute: 'color-perfil',
  },
  {
    slug: 'tipo-vidrio',
    name: { es: 'Cristal', fr: 'Verre' },
    filterType: 'list',
    attribute: 'tipo-vidrio',
  },
  {
    slug: 'ancho',
    name: { es: 'Ancho (cm)', fr: 'Largeur (cm)' },
    filterType: 'range',
    range: [70, 180],
  },
  {
    slug: 'a-medida',
    name: { es: 'Fabricación a medida', fr: 'Sur mesure' },
    filterType: 'toggle',
  },
  price(10000, 60000),
];

const trayFilters: FilterDefinition[] = [
  {
    slug: 'elementos-especiales',
    name: { es: 'Elementos especiales', fr: 'Caractéristiques' },
    filterType: 'list',
    attribute: 'elementos-especiales',
  },
  {
    slug: 'color-plato',
    name: { es: 'Color', fr: 'Couleur' },
    filterType: 'color',
    attribute: 'color-plato',
  },
  {
    slug: 'medida',
    name: { es: 'Medida', fr: 'Dimensions' },
    filterType: 'select',
    attribute: 'medida',
    options: ['70x100', '80x120', '80x140', '90x160', '100x180'],
  },
  price(5000, 30000),
];

export const categoryFilterDefinitions: Record<string, FilterDefinition[]> = {
  'shower-screens': [
    {
      slug: 'tipo',
      name: { es: 'Tipo de mampara', fr: 'Type de paroi' },
      filterType: 'hiperlink',
      links: [
        { category: 'front-screens', name: { es: 'Frontales', fr: 'Frontales' } },
        { category: 'corner-screens', name: { es: 'Angulares', fr: 'D’angle' } },
        { category: 'round-screens', name: { es: 'Semicirculares', fr: 'Quart de cercle' } },
        { category: 'walk-in-screens', name: { es: 'Fijas', fr: 'Fixes' } },
      ],
    },
    ...screenFilters,
  ],
  'front-screens': screenFilters,
  'corner-screens': screenFilters,
  'round-screens': screenFilters,
  'walk-in-screens': screenFilters,
  'bath-screens': screenFilters,
  'shower-trays': trayFilters,
  'made-to-measure-trays': trayFilters,
  'budget-trays': trayFilters,
  taps: [
    {
      slug: 'acabado',
      name: { es: 'Acabado', fr: 'Finition' },
      filterType: 'color',
      attribute: 'acabado-griferia',
    },
    price(5000, 35000),
  ],
  'shower-columns': [
    {
      slug: 'acabado',
      name: { es: 'Acabado', fr: 'Finition' },
      filterType: 'color',
      attribute: 'acabado-griferia',
    },
    price(5000, 35000),
  ],
  'basin-taps': [
    {
      slug: 'acabado',
      name: { es: 'Acabado', fr: 'Finition' },
      filterType: 'color',
      attribute: 'acabado-griferia',
    },
    price(5000, 20000),
  ],
  furniture: [
    {
      slug: 'acabado',
      name: { es: 'Acabado', fr: 'Finition' },
      filterType: 'color',
      attribute: 'acabado-mueble',
    },
    price(10000, 60000),
  ],
  mirrors: [price(10000, 20000)],
  accessories: [price(500, 4000)],
};

export const categoryHighlightLinkDefinitions: Record<
  string,
  { name: LocalizedText; query: string }[]
> = {
  'shower-screens': [
    { name: { es: 'Negro mate', fr: 'Noir mat' }, query: 'color-perfil=negro-mate' },
    { name: { es: 'A medida', fr: 'Sur mesure' }, query: 'a-medida=true' },
    { name: { es: 'Cristal mate', fr: 'Verre dépoli' }, query: 'tipo-vidrio=mate' },
  ],
  'shower-trays': [
    {
      name: { es: 'Fabricación a medida', fr: 'Sur mesure' },
      query: 'elementos-especiales=fabricacion-a-medida',
    },
    { name: { es: 'Económicos', fr: 'Économiques' }, query: 'elementos-especiales=economico' },
    { name: { es: '80 x 120 cm', fr: '80 x 120 cm' }, query: 'medida=80x120' },
  ],
};
