import { TextField } from '../components/form-fields.tsx';
import type { StaffQuotationRow } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/** One line of the editor as typed: product, quantity, the negotiated change, configuration. */
export interface LineValues {
  product_id: string;
  quantity: string;
  unit_price: string;
  discount_percent: string;
  configuration: string;
}

const lineFields = [
  'product_id',
  'quantity',
  'unit_price',
  'discount_percent',
  'configuration',
] as const;

const blankLine: LineValues = {
  product_id: '',
  quantity: '1',
  unit_price: '',
  discount_percent: '',
  configuration: '',
};

/** A saved line as the form shows it: euros, and the configuration as the api takes it. */
function lineOf(row: StaffQuotationRow): LineValues {
  const chosen = row.option_ids.length + row.complements.length + Object.keys(row.measures).length;
  return {
    product_id: String(row.product_id),
    quantity: String(row.quantity),
    unit_price: row.unit_price === null ? '' : String(row.unit_price / 100),
    discount_percent: row.discount_percent === null ? '' : String(row.discount_percent),
    configuration:
      chosen === 0
        ? ''
        : JSON.stringify({
            option_ids: row.option_ids,
            measures: row.measures,
            complements: row.complements,
          }),
  };
}

/**
 * The lines of the submitted form as the api's rows; lines without a product are left out.
 * `indexOfRow` maps a row's place in the body back to its line, where its errors show; a text
 * that is not a number (or JSON) is named here, before any call.
 */
export function quotationLineValues(form: FormData) {
  const lines: LineValues[] = [];
  const rows: Record<string, unknown>[] = [];
  const indexOfRow: number[] = [];
  const wrong: Record<string, string[]> = {};
  for (let index = 0; form.has(`line-${index}-product_id`); index += 1) {
    const line = { ...blankLine };
    for (const name of lineFields) line[name] = String(form.get(`line-${index}-${name}`) ?? '');
    lines.push(line);
    if (line.product_id.trim() === '') continue;
    const numberOf = (name: keyof LineValues, scale = 1) => {
      const text = line[name].trim().replace(',', '.');
      if (text === '') return null;
      const value = Number(text);
      // Euros become whole cents; the other numbers go as typed, for the api to judge.
      if (Number.isFinite(value)) return scale === 1 ? value : Math.round(value * scale);
      wrong[`line-${index}-${name}`] = ['invalidNumber'];
      return null;
    };
    let configuration: unknown = {};
    try {
      configuration = line.configuration.trim() === '' ? {} : JSON.parse(line.configuration);
    } catch {
      wrong[`line-${index}-configuration`] = ['invalidJson'];
    }
    indexOfRow.push(index);
    rows.push({
      ...(typeof configuration === 'object' ? configuration : {}),
      product_id: numberOf('product_id'),
      quantity: numberOf('quantity') ?? 1,
      unit_price: numberOf('unit_price', 100),
      discount_percent: numberOf('discount_percent'),
    });
  }
  return { lines, rows, wrong, indexOfRow };
}

/** The editable lines: the saved ones (or what was typed when refused) and a few blank ones. */
export function QuotationLines({
  lines,
  rows,
  blank,
  errorsOf,
}: {
  lines: LineValues[] | undefined;
  rows: StaffQuotationRow[];
  blank: number;
  errorsOf: (name: string) => string[];
}) {
  const { t } = useStaffLanguage();
  const shown = lines ?? [
    ...rows.map(lineOf),
    ...Array.from({ length: blank }, () => ({ ...blankLine })),
  ];
  return (
    <div className="flex flex-col gap-3 md:col-span-2">
      <h2 className="font-semibold">{t('staffApp.quotations.lines')}</h2>
      <p className="text-sm text-ink-soft">{t('staffApp.quotations.lineHint')}</p>
      {shown.map((line, index) => {
        const field = (name: keyof LineValues, label: string, extra: object = {}) => (
          <TextField
            name={`line-${index}-${name}`}
            label={label}
            defaultValue={line[name]}
            errors={errorsOf(`line-${index}-${name}`)}
            {...extra}
          />
        );
        return (
          <fieldset
            key={index}
            className="grid grid-cols-2 gap-2 rounded border border-ink-soft/40 p-3 md:grid-cols-4"
          >
            <legend className="px-1 text-sm font-medium">
              {t('staffApp.quotations.lineLegend', { number: String(index + 1) })}
            </legend>
            {field('product_id', t('staffApp.quotations.productId'), { inputMode: 'numeric' })}
            {field('quantity', t('staffApp.quotations.quantity'), { inputMode: 'numeric' })}
            {field('unit_price', t('staffApp.quotations.unitPrice'), { inputMode: 'decimal' })}
            {field('discount_percent', t('staffApp.quotations.discount'), {
              inputMode: 'decimal',
            })}
            {field('configuration', t('staffApp.quotations.configuration'), {
              className: 'col-span-2 md:col-span-4',
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
