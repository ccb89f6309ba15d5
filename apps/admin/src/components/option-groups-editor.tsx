import { useNavigation } from 'react-router';
import { money } from '../lib/format.ts';
import type { StaffOptionGroup, StaffProductConfigurator } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import type { FormValues } from '../lib/typed-form.ts';
import { FieldMessages } from './field-messages.tsx';
import { TextField } from './form-fields.tsx';

const buttonClass = 'rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60';
const inputClass = 'rounded border border-ink-soft bg-white px-2 py-1';

/** The inputs of one row (a group or an option): order, names in both languages. */
function NameFields({
  at,
  values,
  errorsOf,
  positionLabel,
}: {
  at: string;
  values: FormValues;
  errorsOf: (name: string) => string[];
  positionLabel: string;
}) {
  const { t } = useStaffLanguage();
  return (
    <>
      <TextField
        name={`${at}.position`}
        label={positionLabel}
        defaultValue={values[`${at}.position`]}
        errors={errorsOf(`${at}.position`)}
        inputMode="numeric"
        inputClassName={`${inputClass} w-16`}
      />
      {(['es', 'fr'] as const).map((language) => (
        <TextField
          key={language}
          lang={language}
          name={`${at}.name.${language}`}
          label={t('staffApp.variants.nameIn', { language: language.toUpperCase() })}
          defaultValue={values[`${at}.name.${language}`]}
          errors={errorsOf(`${at}.name.${language}`)}
          maxLength={120}
        />
      ))}
    </>
  );
}

/** One option row of a group (`j` past the group's options: the empty row that adds one). */
function OptionRow({
  at,
  values,
  errorsOf,
  basePrice,
}: {
  at: string;
  values: FormValues;
  errorsOf: (name: string) => string[];
  basePrice: number | null;
}) {
  const { t, locale } = useStaffLanguage();
  const checkbox = (name: string, label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name={`${at}.${name}`}
        defaultChecked={values[`${at}.${name}`] === 'on'}
      />
      {label}
    </label>
  );
  return (
    <div className="grid grid-cols-2 items-end gap-2 border-t border-line pt-2 md:grid-cols-[4.5rem_1fr_1fr_8rem_auto]">
      <input type="hidden" name={`${at}.option_id`} value={values[`${at}.option_id`] ?? ''} />
      <NameFields
        at={at}
        values={values}
        errorsOf={errorsOf}
        positionLabel={t('staffApp.variants.position')}
      />
      <TextField
        name={`${at}.price`}
        label={t('staffApp.variants.surcharge')}
        placeholder={basePrice === null ? '' : money(basePrice, locale)}
        defaultValue={values[`${at}.price`]}
        errors={errorsOf(`${at}.price`)}
        inputMode="decimal"
      />
      <div className="flex flex-col gap-1 pb-1">
        {checkbox('is_default', t('staffApp.variants.defaultOption'))}
        {basePrice !== null && checkbox('remove', t('staffApp.variants.removeOption'))}
      </div>
      <FieldMessages id={`${at}.option_id-messages`} messages={errorsOf(`${at}.option_id`)} />
    </div>
  );
}

function GroupEditor({
  group,
  index,
  values,
  errorsOf,
}: {
  group: StaffOptionGroup;
  index: number;
  values: FormValues;
  errorsOf: (name: string) => string[];
}) {
  const { t } = useStaffLanguage();
  const at = `groups.${index}`;
  // A refused save may have typed more rows than the group had: show every typed row.
  const typedRows = Object.keys(values).filter((name) =>
    new RegExp(`^${at.replace('.', '\\.')}\\.options\\.\\d+\\.option_id$`).test(name),
  ).length;
  const rows = Math.max(typedRows, group.options.length + 1);
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-line bg-white p-3">
      <legend className="px-1 font-semibold">
        {group.slug} ·{' '}
        {t(group.field_type === 'open' ? 'staffApp.variants.several' : 'staffApp.variants.single')}
      </legend>
      <input type="hidden" name={`${at}.attribute_id`} value={group.attribute_id} />
      <div className="grid grid-cols-2 items-end gap-2 md:grid-cols-[4.5rem_1fr_1fr_auto]">
        <NameFields
          at={at}
          values={values}
          errorsOf={errorsOf}
          positionLabel={t('staffApp.variants.position')}
        />
        <label className="flex items-center gap-2 pb-1 text-sm font-medium">
          <input
            type="checkbox"
            name={`${at}.required`}
            defaultChecked={values[`${at}.required`] === 'on'}
          />
          {t('staffApp.variants.required')}
        </label>
      </div>
      {Array.from({ length: rows }, (_, j) => (
        <OptionRow
          key={j}
          at={`${at}.options.${j}`}
          values={values}
          errorsOf={errorsOf}
          basePrice={group.options[j]?.base_price ?? null}
        />
      ))}
      <p className="text-xs text-ink-soft">{t('staffApp.variants.newOptionHelp')}</p>
    </fieldset>
  );
}

/**
 * The product's option groups (not its measures): names shared by every product using them,
 * this product's options, order, surcharges and defaults, plus a new group from an attribute.
 */
export function OptionGroupsEditor({
  groups,
  attributes,
  values,
  errorsOf,
}: {
  groups: readonly StaffOptionGroup[];
  attributes: StaffProductConfigurator['attributes'];
  values: FormValues;
  errorsOf: (name: string) => string[];
}) {
  const { t } = useStaffLanguage();
  const busy = useNavigation().state === 'submitting';
  const used = new Set(groups.map((group) => group.attribute_id));
  return (
    <div className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="groups" />
      {groups.map((group, index) => (
        <div key={group.attribute_id} className="flex flex-col gap-1">
          <GroupEditor group={group} index={index} values={values} errorsOf={errorsOf} />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={`groups.${index}.drop`}
              defaultChecked={values[`groups.${index}.drop`] === 'on'}
            />
            {t('staffApp.variants.dropGroup')}
          </label>
        </div>
      ))}
      <fieldset className="flex flex-col gap-2 rounded border border-dashed border-ink-soft p-3">
        <legend className="px-1 font-semibold">{t('staffApp.variants.newGroup')}</legend>
        <div className="grid grid-cols-1 gap-2 md:grid-cols-3">
          <div className="flex flex-col gap-1 text-sm font-medium">
            <label htmlFor="new_group.attribute_id">{t('staffApp.variants.attribute')}</label>
            <select
              id="new_group.attribute_id"
              name="new_group.attribute_id"
              defaultValue={values['new_group.attribute_id'] ?? ''}
              className={inputClass}
              aria-describedby="new_group.attribute_id-messages"
            >
              <option value="">{t('staffApp.variants.noNewGroup')}</option>
              {attributes
                .filter((attribute) => !used.has(attribute.id))
                .map((attribute) => (
                  <option key={attribute.id} value={attribute.id}>
                    {attribute.name}
                  </option>
                ))}
            </select>
            <FieldMessages
              id="new_group.attribute_id-messages"
              messages={errorsOf('new_group.attribute_id')}
            />
          </div>
          {(['es', 'fr'] as const).map((language) => (
            <TextField
              key={language}
              lang={language}
              name={`new_group.name.${language}`}
              label={t('staffApp.variants.nameIn', { language: language.toUpperCase() })}
              defaultValue={values[`new_group.name.${language}`]}
              errors={errorsOf(`new_group.name.${language}`)}
              maxLength={120}
            />
          ))}
          <TextField
            name="new_group.option.price"
            label={t('staffApp.variants.surcharge')}
            defaultValue={values['new_group.option.price']}
            errors={errorsOf('new_group.option.price')}
            inputMode="decimal"
          />
          {(['es', 'fr'] as const).map((language) => (
            <TextField
              key={language}
              lang={language}
              name={`new_group.option.name.${language}`}
              label={t('staffApp.variants.firstOption', { language: language.toUpperCase() })}
              defaultValue={values[`new_group.option.name.${language}`]}
              errors={errorsOf(`new_group.option.name.${language}`)}
              maxLength={120}
            />
          ))}
        </div>
      </fieldset>
      <div>
        <button type="submit" disabled={busy} className={buttonClass}>
          {t('staffApp.variants.saveGroups')}
        </button>
      </div>
    </div>
  );
}
