import type { ConfigurableProduct, ConfiguratorComplement, ConfiguratorOption } from './types.ts';

/** A frontal shower screen as the configurator tests see it. */
function option(
  id: number,
  ref: string,
  client: number,
  professional: number,
  extra: Partial<ConfiguratorOption> = {},
): ConfiguratorOption {
  return {
    id,
    slug: ref.toLowerCase(),
    ref,
    position: id,
    prices: { client, professional },
    lockedComplementTypeIds: [],
    measureRange: null,
    ...extra,
  };
}

export const showerScreen: ConfigurableProduct = {
  id: 1,
  ref: 'MAMP',
  prices: { client: 30000, professional: 24000 },
  attributes: [
    {
      id: 3,
      slug: 'extras',
      position: 4,
      required: false,
      fieldType: 'open',
      aesthetic: false,
      options: [
        option(31, 'ANTICAL', 4000, 3500),
        option(32, 'TOALLERO', 2500, 2000, { lockedComplementTypeIds: [200] }),
      ],
    },
    {
      id: 1,
      slug: 'color',
      position: 1,
      required: true,
      fieldType: 'select',
      aesthetic: true,
      options: [option(11, 'CROMO', 0, 0), option(12, 'NEGRO', 3000, 2500)],
    },
    {
      id: 2,
      slug: 'ancho',
      position: 2,
      required: true,
      fieldType: 'select',
      aesthetic: false,
      options: [
        option(21, '100', 0, 0),
        option(22, '120', 0, 0),
        option(23, 'MEDIDA', 6000, 5000, { measureRange: { minCm: 70, maxCm: 120 } }),
        option(24, 'MEDIDA', 9000, 7500, { measureRange: { minCm: 121, maxCm: 180 } }),
      ],
    },
    {
      id: 4,
      slug: 'alto',
      position: 3,
      required: false,
      fieldType: 'select',
      aesthetic: false,
      options: [option(41, 'ALTO', 2000, 1500, { measureRange: { minCm: 180, maxCm: 200 } })],
    },
  ],
  variants: [
    {
      id: 101,
      ref: 'MAMP-CR-100',
      optionIds: [11, 21],
      prices: { client: 30000, professional: 24000 },
    },
    {
      id: 102,
      ref: 'MAMP-CR-120',
      optionIds: [11, 22],
      prices: { client: 35000, professional: 28000 },
    },
    {
      id: 103,
      ref: 'MAMP-NE-100',
      optionIds: [12, 21],
      prices: { client: 33000, professional: 26400 },
    },
  ],
  complementTypes: [
    { id: 300, name: 'Instalación', position: 3 },
    { id: 100, name: 'Plato de ducha', position: 1 },
    { id: 200, name: 'Toallero', position: 2 },
  ],
  maxTotalMeasureCm: 360,
};

export const showerTray: ConfiguratorComplement = {
  id: 501,
  ref: 'PLATO',
  typeId: 100,
  prices: { client: 15000, professional: 12000 },
  quantity: 1,
  attributes: [
    {
      id: 51,
      slug: 'color-plato',
      position: 1,
      required: true,
      fieldType: 'select',
      aesthetic: false,
      options: [option(5101, 'BLANCO', 0, 0), option(5102, 'GRIS', 1000, 800)],
    },
  ],
  variants: [
    { id: 601, ref: 'PLATO-GR', optionIds: [5102], prices: { client: 16500, professional: 13000 } },
  ],
};

export const towelRail: ConfiguratorComplement = {
  id: 502,
  ref: 'TOALLERO-EXT',
  typeId: 200,
  prices: { client: 2000, professional: 1600 },
  quantity: 2,
  attributes: [],
  variants: [],
};

export const installationCities = [
  {
    id: 28,
    name: 'Madrid',
    province: 'Madrid',
    prices: { 500: 8000, 520: 10500 },
    onRequest: false,
  },
];
