import { describe, expect, it } from 'vitest';
import {
  groupsBodyOf,
  groupValues,
  variantBodyOf,
  variantValues,
} from './product-configurator-form.ts';
import type { StaffOptionGroup } from './staff-api-types.ts';

const option = (id: number, es: string, fr: string) => ({
  option_id: id,
  slug: es.toLowerCase(),
  name: { es, fr },
  price: null,
  base_price: 0,
  is_default: false,
});
const groups: StaffOptionGroup[] = [
  {
    attribute_id: 7,
    slug: 'color-perfil',
    field_type: 'color',
    name: { es: 'Color del perfil', fr: 'Couleur du profilé' },
    required: true,
    options: [option(70, 'Blanco', 'Blanc'), option(71, 'Negro', 'Noir')],
  },
  {
    attribute_id: 8,
    slug: 'tipo-vidrio',
    field_type: 'select',
    name: { es: 'Vidrio', fr: 'Verre' },
    required: false,
    options: [option(80, 'Transparente', 'Transparent')],
  },
];

describe('option groups form', () => {
  it('sends the stored groups back unchanged when nothing is typed', () => {
    const { body, wrong } = groupsBodyOf(groupValues(groups));
    expect(wrong).toEqual([]);
    expect(body.groups.map((group) => group.attribute_id)).toEqual([7, 8]);
    expect(body.groups[0]?.options.map((one) => one.option_id)).toEqual([70, 71]);
    expect(body.groups[1]?.required).toBe(false);
  });

  it('reorders by the typed positions, drops removed rows, adds the typed new row', () => {
    const values = {
      ...groupValues(groups),
      'groups.0.position': '2',
      'groups.1.position': '1',
      'groups.0.options.0.remove': 'on',
      'groups.0.options.2.option_id': '',
      'groups.0.options.2.position': '0',
      'groups.0.options.2.name.es': 'Bronce',
      'groups.0.options.2.name.fr': 'Bronze',
      'groups.0.options.2.price': '12,50',
    };
    const { body, fieldOf } = groupsBodyOf(values);
    expect(body.groups.map((group) => group.attribute_id)).toEqual([8, 7]);
    expect(body.groups[1]?.options).toEqual([
      { option_id: null, name: { es: 'Bronce', fr: 'Bronze' }, price: 1250, is_default: false },
      { option_id: 71, name: { es: 'Negro', fr: 'Noir' }, price: null, is_default: false },
    ]);
    // The api's names, by place in the list sent, lead back to the fields shown.
    expect(fieldOf('groups.1.options.0.name.es')).toBe('groups.0.options.2.name.es');
    expect(fieldOf('groups.0.options')).toBe('groups.1.name.es');
    expect(fieldOf('groups')).toBe('groups');
  });

  it('names a typed price that is no number, and adds a new group with its first option', () => {
    const values = {
      ...groupValues(groups),
      'groups.1.drop': 'on',
      'groups.0.options.1.price': 'doce',
      'new_group.attribute_id': '9',
      'new_group.name.es': 'Apertura',
      'new_group.name.fr': 'Ouverture',
      'new_group.option.name.es': 'Derecha',
      'new_group.option.name.fr': 'Droite',
    };
    const { body, wrong, fieldOf } = groupsBodyOf(values);
    expect(wrong).toEqual(['groups.0.options.1.price']);
    expect(body.groups.map((group) => group.attribute_id)).toEqual([7, 9]);
    expect(body.groups[1]).toMatchObject({ required: true, options: [{ option_id: null }] });
    expect(fieldOf('groups.1.attribute_id')).toBe('new_group.attribute_id');
    expect(fieldOf('groups.1.options.0.name.fr')).toBe('new_group.option.name.fr');
  });
});

describe('variant form', () => {
  it('sends the chosen options, first prices in cents when adding, none when editing', () => {
    const values = {
      ...variantValues(null, groups),
      ref: 'KALA-NEGRO',
      'option.7': '71',
      'option.8': '80',
      'prices.ESSM.client': '510',
      'prices.ESSM.professional': '460,5',
    };
    const adding = variantBodyOf(values, groups);
    expect(adding.body).toEqual({
      ref: 'KALA-NEGRO',
      option_ids: [71, 80],
      is_default: false,
      is_published: true,
      prices: { ESSM: { client: 51_000, professional: 46_050 }, FRSM: null },
    });
    expect(adding.fieldOf('option_ids.1')).toBe('option.8');
    const editing = variantBodyOf({ ...values, variant_id: '3' }, groups);
    expect(editing.body).not.toHaveProperty('prices');
  });

  it('shows a stored variant with its options chosen per group', () => {
    const values = variantValues(
      {
        id: 3,
        ref: 'KALA-BLANCO',
        option_ids: [70, 80],
        is_default: true,
        is_published: false,
        has_orders: true,
        prices: { ESSM: null, FRSM: null },
      },
      groups,
    );
    expect(values).toMatchObject({
      variant_id: '3',
      'option.7': '70',
      'option.8': '80',
      is_default: 'on',
      is_published: '',
    });
  });
});
