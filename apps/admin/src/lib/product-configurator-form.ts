import type { StoreCode } from '@shop/domain';
import type { StaffOptionGroup, StaffVariant } from './staff-api-types.ts';
import { euros, numberReader, on, type FormValues } from './typed-form.ts';

/**
 * The variants and option groups screen's forms as text fields, and back to the api's bodies.
 * The api names a group and an option by their place in the list sent; the form by the place
 * it showed them, so each body keeps the way back (`fieldOf`).
 */

const editions: readonly StoreCode[] = ['ESSM', 'FRSM'];
const languages = ['es', 'fr'] as const;
const groupIndexes = (values: FormValues, prefix: string) =>
  [
    ...new Set(
      Object.keys(values).flatMap((name) => {
        const match = new RegExp(`^${prefix.replace(/\./g, '\\.')}(\\d+)\\.`).exec(name);
        return match ? [Number(match[1])] : [];
      }),
    ),
  ].sort((a, b) => a - b);

export function groupValues(groups: readonly StaffOptionGroup[]): FormValues {
  const values: FormValues = {};
  groups.forEach((group, i) => {
    const at = `groups.${i}`;
    values[`${at}.attribute_id`] = String(group.attribute_id);
    values[`${at}.position`] = String(i + 1);
    values[`${at}.required`] = on(group.required);
    for (const language of languages) values[`${at}.name.${language}`] = group.name[language];
    group.options.forEach((option, j) => {
      const place = `${at}.options.${j}`;
      values[`${place}.option_id`] = String(option.option_id);
      values[`${place}.position`] = String(j + 1);
      values[`${place}.price`] = euros(option.price);
      values[`${place}.is_default`] = on(option.is_default);
      for (const language of languages) values[`${place}.name.${language}`] = option.name[language];
    });
  });
  return values;
}

/** Rows in the order their position fields ask (blank or equal: as shown). */
function ordered(indexes: number[], positionOf: (index: number) => number | null) {
  return indexes
    .map((index, shown) => ({ index, rank: positionOf(index) ?? shown + 1, shown }))
    .sort((a, b) => a.rank - b.rank || a.shown - b.shown)
    .map((row) => row.index);
}

const named = (values: FormValues, at: string) => ({
  es: values[`${at}.name.es`] ?? '',
  fr: values[`${at}.name.fr`] ?? '',
});

/**
 * The PUT option-groups body: groups and options in their typed order, groups and rows marked
 * to remove left out, an empty new-option row ignored, and the new group (when an attribute is chosen)
 * last with its first option.
 */
export function groupsBodyOf(values: FormValues) {
  const wrong: string[] = [];
  const numberOf = numberReader(values, wrong);
  const back = new Map<string, string>();
  const kept = groupIndexes(values, 'groups.').filter((i) => values[`groups.${i}.drop`] !== 'on');
  const groups = ordered(kept, (i) => numberOf(`groups.${i}.position`)).map((i, sent) => {
    const at = `groups.${i}`;
    back.set(`groups.${sent}`, at);
    const rows = groupIndexes(values, `${at}.options.`).filter((j) => {
      const place = `${at}.options.${j}`;
      const typedName = `${values[`${place}.name.es`] ?? ''}${values[`${place}.name.fr`] ?? ''}`;
      return (
        values[`${place}.remove`] !== 'on' && (values[`${place}.option_id`] || typedName.trim())
      );
    });
    const options = ordered(rows, (j) => numberOf(`${at}.options.${j}.position`)).map(
      (j, sentOption) => {
        const place = `${at}.options.${j}`;
        back.set(`groups.${sent}.options.${sentOption}`, place);
        const optionId = values[`${place}.option_id`];
        return {
          option_id: optionId ? Number(optionId) : null,
          name: named(values, place),
          price: numberOf(`${place}.price`, 100),
          is_default: values[`${place}.is_default`] === 'on',
        };
      },
    );
    return {
      attribute_id: Number(values[`${at}.attribute_id`]),
      name: named(values, at),
      required: values[`${at}.required`] === 'on',
      options,
    };
  });
  const added = values['new_group.attribute_id'];
  if (added) {
    back.set(`groups.${groups.length}`, 'new_group');
    back.set(`groups.${groups.length}.options.0`, 'new_group.option');
    const option = named(values, 'new_group.option');
    const hasOption = `${option.es}${option.fr}`.trim() !== '';
    groups.push({
      attribute_id: Number(added),
      name: named(values, 'new_group'),
      required: hasOption,
      options: hasOption
        ? [
            {
              option_id: null,
              name: option,
              price: numberOf('new_group.option.price', 100),
              is_default: true,
            },
          ]
        : [],
    });
  }
  /** The form field showing an api field's messages (a group's list: its first name field). */
  const fieldOf = (apiField: string) => {
    const match = /^(groups\.\d+(?:\.options\.\d+)?)(?:\.(.*))?$/.exec(apiField);
    if (!match?.[1]) return apiField;
    const place = back.get(match[1]);
    if (place === undefined) return 'groups';
    const rest = match[2] ?? 'name.es';
    if (place === 'new_group' && (rest === 'options' || rest === 'required'))
      return 'new_group.option.name.es';
    return `${place}.${rest === 'options' ? 'name.es' : rest}`;
  };
  return { body: { groups }, wrong, fieldOf };
}

export function variantValues(variant: StaffVariant | null, groups: readonly StaffOptionGroup[]) {
  const values: FormValues = {
    variant_id: variant ? String(variant.id) : '',
    ref: variant?.ref ?? '',
    is_default: on(variant?.is_default ?? false),
    is_published: on(variant?.is_published ?? true),
  };
  for (const group of groups)
    values[`option.${group.attribute_id}`] = group.options
      .filter((option) => variant?.option_ids.includes(option.option_id))
      .map((option) => option.option_id)
      .join(',');
  return values;
}

/** The variant's POST or PUT body; prices only when adding (editing them is the prices screen's). */
export function variantBodyOf(values: FormValues, groups: readonly StaffOptionGroup[]) {
  const wrong: string[] = [];
  const numberOf = numberReader(values, wrong);
  const optionIds = groups.flatMap((group) =>
    (values[`option.${group.attribute_id}`] ?? '').split(',').filter(Boolean).map(Number),
  );
  const body: Record<string, unknown> = {
    ref: values.ref ?? '',
    option_ids: optionIds,
    is_default: values.is_default === 'on',
    is_published: values.is_published === 'on',
  };
  if (!values.variant_id)
    body.prices = Object.fromEntries(
      editions.map((store) => {
        const client = numberOf(`prices.${store}.client`, 100);
        const professional = numberOf(`prices.${store}.professional`, 100);
        return [store, client === null || professional === null ? null : { client, professional }];
      }),
    );
  /** An option's message shows on its group's field; one about the whole list, on the list. */
  const fieldOf = (apiField: string) => {
    const match = /^option_ids\.(\d+)$/.exec(apiField);
    if (!match) return apiField;
    const optionId = optionIds[Number(match[1])];
    const group = groups.find((one) => one.options.some((option) => option.option_id === optionId));
    return group ? `option.${group.attribute_id}` : 'option_ids';
  };
  return { body, wrong, fieldOf };
}
