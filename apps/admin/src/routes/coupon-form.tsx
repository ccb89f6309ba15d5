import {
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { FieldMessages } from '../components/field-messages.tsx';
import { TextField } from '../components/form-fields.tsx';
import { inputMoment, momentOf, refusalOf } from '../lib/form-refusal.ts';
import { staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type { StaffCoupon } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { FormOutcome } from '../components/form-outcome.tsx';

const inputClass = 'rounded border border-ink-soft bg-white px-2 py-1';
const buttonClass = 'rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60';

/** What the form shows: the stored coupon, or what was typed when the api refused it. */
type FormValues = Record<string, string>;

function valuesOf(coupon: StaffCoupon | null): FormValues {
  const euros = (cents: number) => (cents === 0 ? '' : String(cents / 100));
  return {
    store: coupon?.store ?? 'ESSM',
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    discount_type: coupon?.discount_type ?? 'amount',
    amount: coupon ? euros(coupon.amount) : '',
    percent: coupon && coupon.percent > 0 ? String(coupon.percent) : '',
    minimum_pvp: coupon ? euros(coupon.minimum_pvp) : '',
    max_redemptions: coupon?.max_redemptions?.toString() ?? '',
    max_redemptions_per_email: coupon?.max_redemptions_per_email?.toString() ?? '',
    bound_email: coupon?.bound_email ?? '',
    starts_at: inputMoment(coupon?.starts_at ?? null),
    ends_at: inputMoment(coupon?.ends_at ?? null),
    excluded_brand_ids: coupon?.excluded_brand_ids.join(', ') ?? '',
    is_public: coupon?.is_public ? 'on' : '',
    is_active: coupon === null || coupon.is_active ? 'on' : '',
  };
}

interface CouponFormData {
  coupon: StaffCoupon | null;
}

export async function couponFormLoader({
  request,
  params,
}: LoaderFunctionArgs): Promise<CouponFormData> {
  if (params.couponId === undefined) return { coupon: null };
  return {
    coupon: await staffApiForPage<StaffCoupon>(request, `coupons/${params.couponId}/`),
  };
}

type CouponFormResult =
  | { ok: true; message: 'saved' | 'deactivated' }
  | { ok: false; values: FormValues; errors: Record<string, string[]>; form: string[] };

const numberFields = [
  'amount',
  'percent',
  'minimum_pvp',
  'max_redemptions',
  'max_redemptions_per_email',
] as const;

/**
 * The form's text as the api's body: euros to cents, empty limits to null, brand ids from a
 * comma list. A field that is not a number is named here, before any call.
 */
function bodyOf(values: FormValues): { body: Record<string, unknown>; wrong: string[] } {
  const wrong: string[] = [];
  const numberOf = (name: string, scale: number): number | null => {
    const text = (values[name] ?? '').trim().replace(',', '.');
    if (text === '') return null;
    const value = Number(text);
    if (!Number.isFinite(value)) {
      wrong.push(name);
      return null;
    }
    return Math.round(value * scale);
  };
  const [amount, percent, minimum, total, perEmail] = numberFields.map((name) =>
    numberOf(name, name === 'amount' || name === 'minimum_pvp' ? 100 : 1),
  );
  const brands = (values.excluded_brand_ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (brands.some((id) => !/^\d+$/.test(id))) wrong.push('excluded_brand_ids');
  const moment = (name: string) => momentOf(values[name]);
  return {
    wrong,
    body: {
      store: values.store,
      code: values.code,
      description: values.description,
      discount_type: values.discount_type,
      amount: amount ?? 0,
      percent: percent ?? 0,
      minimum_pvp: minimum ?? 0,
      max_redemptions: total,
      max_redemptions_per_email: perEmail,
      bound_email: (values.bound_email ?? '').trim() === '' ? null : values.bound_email,
      starts_at: moment('starts_at'),
      ends_at: moment('ends_at'),
      excluded_brand_ids: brands.map(Number),
      is_public: values.is_public === 'on',
      is_active: values.is_active === 'on',
    },
  };
}

const formFields = [
  'store',
  'code',
  'description',
  'discount_type',
  ...numberFields,
  'bound_email',
  'starts_at',
  'ends_at',
  'excluded_brand_ids',
  'is_public',
  'is_active',
] as const;

/** Save or deactivate: the api decides; its messages show on their fields, typing kept. */
export async function couponFormAction({
  request,
  params,
}: ActionFunctionArgs): Promise<CouponFormResult | Response> {
  const form = await request.formData();
  const values: FormValues = {};
  for (const name of formFields) values[name] = String(form.get(name) ?? '');
  const id = params.couponId;
  try {
    if (form.get('intent') === 'deactivate' && id !== undefined) {
      await staffApi(`coupons/${id}/deactivate/`, { method: 'POST' });
      return { ok: true, message: 'deactivated' };
    }
    const { body, wrong } = bodyOf(values);
    if (wrong.length > 0)
      return {
        ok: false,
        values,
        errors: Object.fromEntries(wrong.map((name) => [name, ['invalidNumber']])),
        form: [],
      };
    const saved = await staffApi<StaffCoupon>(id === undefined ? 'coupons/' : `coupons/${id}/`, {
      method: id === undefined ? 'POST' : 'PUT',
      body,
    });
    if (id === undefined) return redirect(`/coupons/${saved.id}`);
    return { ok: true, message: 'saved' };
  } catch (error) {
    return refusalOf(error, formFields, values);
  }
}

export function CouponFormPage() {
  const { coupon } = useLoaderData<CouponFormData>();
  const result = useActionData<CouponFormResult>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useStaffLanguage();
  const refused = result && !result.ok ? result : null;
  const values = refused?.values ?? valuesOf(coupon);
  const errorsOf = (name: string) =>
    (refused?.errors[name] ?? []).map((message) =>
      message === 'invalidNumber' ? t('staffApp.coupons.invalidNumber') : message,
    );
  const title = coupon
    ? t('staffApp.coupons.editTitle', { code: coupon.code })
    : t('staffApp.coupons.newCoupon');
  const text = (name: string, label: string, extra: object = {}) => (
    <TextField
      name={name}
      label={label}
      defaultValue={values[name]}
      errors={errorsOf(name)}
      {...extra}
    />
  );
  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <title>{`${title} · ${t('staffApp.appName')}`}</title>
      <Link to="/coupons" className="text-brand-700 underline">
        {t('staffApp.coupons.back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-xl font-semibold">{title}</h1>
        {coupon && (
          <Link to={`/coupons/${coupon.id}/usage`} className="text-brand-700 underline">
            {t('staffApp.coupons.usage')}: {coupon.times_redeemed}
          </Link>
        )}
      </div>
      <FormOutcome
        saved={result?.ok ? t(`staffApp.coupons.${result.message}`) : null}
        refusals={refused?.form}
      />
      {/* Keyed by what it shows, so a refused submission refills every field as typed. */}
      <Form
        method="post"
        key={JSON.stringify(values)}
        className="grid grid-cols-1 gap-3 md:grid-cols-2"
      >
        <div className="flex flex-col gap-1 text-sm font-medium">
          <label htmlFor="store">{t('staffApp.coupons.store')}</label>
          <select id="store" name="store" defaultValue={values.store} className={inputClass}>
            <option value="ESSM">{t('staffApp.stores.ESSM')}</option>
            <option value="FRSM">{t('staffApp.stores.FRSM')}</option>
          </select>
          <FieldMessages id="store-messages" messages={errorsOf('store')} />
        </div>
        {text('code', t('staffApp.coupons.code'), {
          required: true,
          maxLength: 40,
          title: t('staffApp.coupons.codeHint'),
        })}
        {text('description', t('staffApp.coupons.description'), { maxLength: 200 })}
        <div className="flex flex-col gap-1 text-sm font-medium">
          <label htmlFor="discount_type">{t('staffApp.coupons.discountType')}</label>
          <select
            id="discount_type"
            name="discount_type"
            defaultValue={values.discount_type}
            className={inputClass}
          >
            <option value="amount">{t('staffApp.coupons.typeAmount')}</option>
            <option value="percent">{t('staffApp.coupons.typePercent')}</option>
          </select>
          <FieldMessages id="discount_type-messages" messages={errorsOf('discount_type')} />
        </div>
        {text('amount', t('staffApp.coupons.amount'), { inputMode: 'decimal' })}
        {text('percent', t('staffApp.coupons.percent'), { inputMode: 'numeric' })}
        {text('minimum_pvp', t('staffApp.coupons.minimum'), { inputMode: 'decimal' })}
        {text('max_redemptions', t('staffApp.coupons.maxRedemptions'), { inputMode: 'numeric' })}
        {text('max_redemptions_per_email', t('staffApp.coupons.maxPerEmail'), {
          inputMode: 'numeric',
        })}
        {text('bound_email', t('staffApp.coupons.boundEmail'), { type: 'email' })}
        {text('starts_at', t('staffApp.coupons.startsAt'), { type: 'datetime-local' })}
        {text('ends_at', t('staffApp.coupons.endsAt'), { type: 'datetime-local' })}
        {text('excluded_brand_ids', t('staffApp.coupons.excludedBrands'))}
        <div className="flex flex-col justify-end gap-2">
          <label className="flex items-center gap-2">
            <input type="checkbox" name="is_public" defaultChecked={values.is_public === 'on'} />
            {t('staffApp.coupons.isPublic')}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="is_active" defaultChecked={values.is_active === 'on'} />
            {t('staffApp.coupons.isActive')}
          </label>
        </div>
        <div className="md:col-span-2">
          <button type="submit" name="intent" value="save" disabled={busy} className={buttonClass}>
            {t('staffApp.coupons.save')}
          </button>
        </div>
      </Form>
      {coupon?.is_active && (
        <Form method="post">
          <input type="hidden" name="intent" value="deactivate" />
          <button
            type="submit"
            disabled={busy}
            className="rounded border border-ink-soft px-4 py-1.5 font-medium hover:bg-surface disabled:opacity-60"
          >
            {t('staffApp.coupons.deactivate')}
          </button>
        </Form>
      )}
    </div>
  );
}
