import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { DetailSection } from '../components/detail-section.tsx';
import { OptionGroupsEditor } from '../components/option-groups-editor.tsx';
import { VariantEditor, VariantsTable } from '../components/variant-editor.tsx';
import {
  groupsBodyOf,
  groupValues,
  variantBodyOf,
  variantValues,
} from '../lib/product-configurator-form.ts';
import { StaffApiError, staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type { StaffProductConfigurator } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { typedValues, type FormValues } from '../lib/typed-form.ts';

type Intent = 'groups' | 'variant' | 'remove';

/** What a save answered: done (with what), or refused with everything as typed. */
export type ConfiguratorResult =
  | { intent: Intent; ok: true; outcome: 'saved' | 'deleted' | 'unpublished' }
  | {
      intent: Intent;
      ok: false;
      values: FormValues;
      errors: Record<string, string[]>;
      form: string[];
    };

export function productConfiguratorLoader({ request, params }: LoaderFunctionArgs) {
  return staffApiForPage<StaffProductConfigurator>(
    request,
    `products/${params.productId}/configurator/`,
  );
}

/** The api's refusal on the form's fields; a message about a field not shown goes on top. */
function refusal(
  intent: Intent,
  values: FormValues,
  error: unknown,
  fieldOf: (apiField: string) => string,
): ConfiguratorResult {
  if (!(error instanceof StaffApiError) || error.status === 401) throw error;
  const errors: Record<string, string[]> = {};
  const form = [...error.messagesFor('non_field_errors'), error.body.detail ?? ''];
  for (const field of Object.keys(error.body)) {
    if (field === 'detail' || field === 'code' || field === 'non_field_errors') continue;
    const name = fieldOf(field);
    if (name === 'groups') form.push(...error.messagesFor(field));
    else errors[name] = [...(errors[name] ?? []), ...error.messagesFor(field)];
  }
  return { intent, ok: false, values, errors, form: form.filter(Boolean) };
}

const notNumbers = (intent: Intent, values: FormValues, wrong: string[]): ConfiguratorResult => ({
  intent,
  ok: false,
  values,
  errors: Object.fromEntries(wrong.map((name) => [name, ['invalidNumber']])),
  form: [],
});

export async function productConfiguratorAction({
  request,
  params,
}: ActionFunctionArgs): Promise<ConfiguratorResult> {
  const form = await request.formData();
  const intent = String(form.get('intent')) as Intent;
  const values = typedValues(form);
  const base = `products/${params.productId}/`;
  if (intent === 'remove') {
    try {
      const removed = await staffApi<{ outcome: 'deleted' | 'unpublished' }>(
        `${base}variants/${values.variant_id}/`,
        { method: 'DELETE' },
      );
      return { intent, ok: true, outcome: removed.outcome };
    } catch (error) {
      return refusal(intent, values, error, (field) => field);
    }
  }
  if (intent === 'groups') {
    const { body, wrong, fieldOf } = groupsBodyOf(values);
    if (wrong.length > 0) return notNumbers(intent, values, wrong);
    try {
      await staffApi(`${base}option-groups/`, { method: 'PUT', body });
      return { intent, ok: true, outcome: 'saved' };
    } catch (error) {
      return refusal(intent, values, error, fieldOf);
    }
  }
  const current = await staffApi<StaffProductConfigurator>(`${base}configurator/`);
  const { body, wrong, fieldOf } = variantBodyOf(values, current.groups);
  if (wrong.length > 0) return notNumbers('variant', values, wrong);
  try {
    await staffApi(
      values.variant_id ? `${base}variants/${values.variant_id}/` : `${base}variants/`,
      { method: values.variant_id ? 'PUT' : 'POST', body },
    );
    return { intent: 'variant', ok: true, outcome: 'saved' };
  } catch (error) {
    return refusal('variant', values, error, fieldOf);
  }
}

export function ProductConfiguratorPage() {
  const data = useLoaderData<StaffProductConfigurator>();
  const result = useActionData<ConfiguratorResult>();
  const [search] = useSearchParams();
  const { t } = useStaffLanguage();
  const title = t('staffApp.variants.title', { ref: data.ref });
  const refusedOf = (intent: Intent) =>
    result && !result.ok && result.intent === intent ? result : null;
  const messagesOf = (intent: Intent) => (name: string) =>
    (refusedOf(intent)?.errors[name] ?? []).map((message) =>
      message === 'invalidNumber' ? t('staffApp.products.invalidNumber') : message,
    );
  const editing = data.variants.find((variant) => String(variant.id) === search.get('variant'));
  const done = (intent: Intent) => result?.ok && result.intent === intent && result.outcome;
  const groupsRefused = refusedOf('groups');
  const variantRefused = refusedOf('variant') ?? refusedOf('remove');
  return (
    <div className="flex max-w-5xl flex-col gap-5">
      <title>{`${title} · ${t('staffApp.appName')}`}</title>
      <Link to="../" relative="path" className="text-brand-700 underline">
        {t('staffApp.variants.back', { ref: data.ref })}
      </Link>
      <h1 className="text-xl font-semibold">{title}</h1>
      <DetailSection id="variants" title={t('staffApp.variants.variants')}>
        <div className="flex flex-col gap-4">
          {(done('variant') || done('remove')) && (
            <p role="status" className="rounded bg-green-50 p-2 text-green-900">
              {t(`staffApp.variants.outcome.${done('variant') || done('remove') || 'saved'}`)}
            </p>
          )}
          {variantRefused && variantRefused.form.length > 0 && (
            <p role="alert" className="rounded bg-danger-50 p-2 text-danger-700">
              {variantRefused.form.join(' ')}
            </p>
          )}
          <VariantsTable variants={data.variants} groups={data.groups} />
          <VariantEditor
            key={`${editing?.id ?? 'new'}-${JSON.stringify(refusedOf('variant')?.values ?? {})}`}
            groups={data.groups}
            creating={editing === undefined}
            values={refusedOf('variant')?.values ?? variantValues(editing ?? null, data.groups)}
            errorsOf={messagesOf('variant')}
          />
        </div>
      </DetailSection>
      <DetailSection id="groups" title={t('staffApp.variants.groups')}>
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink-soft">{t('staffApp.variants.groupsHelp')}</p>
          {done('groups') && (
            <p role="status" className="rounded bg-green-50 p-2 text-green-900">
              {t('staffApp.variants.outcome.saved')}
            </p>
          )}
          {groupsRefused && groupsRefused.form.length > 0 && (
            <p role="alert" className="rounded bg-danger-50 p-2 text-danger-700">
              {groupsRefused.form.join(' ')}
            </p>
          )}
          <Form method="post" key={JSON.stringify(groupsRefused?.values ?? data.groups)}>
            <OptionGroupsEditor
              groups={data.groups}
              attributes={data.attributes}
              values={groupsRefused?.values ?? groupValues(data.groups)}
              errorsOf={messagesOf('groups')}
            />
          </Form>
        </div>
      </DetailSection>
    </div>
  );
}
