import type { ConfiguratorOptionData, ProductConfiguratorData } from '@shop/api/contracts';

/** A made-to-measure sliding screen as the attributes call sends it, for the tests beside this file. */
function option(
  id: number,
  name: string,
  extra: Partial<ConfiguratorOptionData> = {},
): ConfiguratorOptionData {
  return {
    id,
    slug: name.toLowerCase(),
    ref: name.toUpperCase(),
    position: id,
    prices: { client: 0, professional: 0 },
    lockedComplementTypeIds: [],
    measureRange: null,
    name,
    price: 0,
    block_options: [],
    position_sketch: null,
    value_numeric: null,
    value_string: null,
    value_range_min: null,
    value_range_max: null,
    pool_position: null,
    color: null,
    image_public_id: null,
    ...extra,
  };
}

const attribute = { src: null, translate: true, unit: null, required: true, aesthetic: false };

export const measuredScreen: ProductConfiguratorData = {
  id: 3,
  ref: 'KALA-CM',
  prices: { client: 46900, professional: 40000 },
  attributes: [
    {
      ...attribute,
      id: 2,
      slug: 'apertura',
      position: 0,
      fieldType: 'select',
      name: 'Apertura',
      options: [
        option(28, 'Izquierda', { position_sketch: 1 }),
        option(29, 'Derecha', { position_sketch: 2 }),
      ],
    },
    {
      ...attribute,
      id: 4,
      slug: 'width-attr',
      position: 1,
      fieldType: 'measure',
      name: 'Ancho',
      options: [option(-11, 'Ancho', { measureRange: { minCm: 70, maxCm: 180 } })],
    },
    {
      ...attribute,
      id: 5,
      slug: 'height-attr',
      position: 2,
      fieldType: 'measure',
      name: 'Alto',
      options: [option(-12, 'Alto', { measureRange: { minCm: 180, maxCm: 200 } })],
    },
  ],
  variants: [],
  complementTypes: [
    { id: 1, name: 'Tratamientos', position: 0, slug: 'tratamientos', img: null },
    { id: 4, name: 'Mantenimiento', position: 3, slug: 'mantenimiento', img: null },
  ],
  maxTotalMeasureCm: 380,
  installation_available: true,
};
