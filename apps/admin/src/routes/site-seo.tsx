import type { ReactNode } from 'react';
import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { EditionChoices, editionSearch } from '../components/edition-choices.tsx';
import { FieldMessages } from '../components/field-messages.tsx';
import { FilterForm } from '../components/filter-form.tsx';
import { TextField } from '../components/form-fields.tsx';
import { refusalOf, valuesFrom, type FormRefusal } from '../lib/form-refusal.ts';
import { staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type { StaffCategorySeo, StaffSeoText } from '../lib/staff-site-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

const buttonClass = 'rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60';
const areaClass = 'rounded border border-ink-soft bg-white px-2 py-1 font-normal';
const homeFields = ['title', 'content', 'position'] as const;
const categoryFields = ['seo_title', 'seo_description', 'seo_text'] as const;

/** The home's SEO texts of one edition and language, and every category's SEO in that language. */
export async function seoLoader({ request }: LoaderFunctionArgs) {
  const search = editionSearch(new URL(request.url).searchParams);
  const [homeTexts, categories] = await Promise.all([
    staffApiForPage<StaffSeoText[]>(request, 'seo/home-texts/', { query: search }),
    staffApiForPage<StaffCategorySeo[]>(request, 'seo/categories/', { query: search }),
  ]);
  return { search, homeTexts, categories };
}

/** Which form was sent: 'home-<id>' or 'category-<id>'. */
type SeoResult = { ok: true; formKey: string } | (FormRefusal & { formKey: string });

export async function seoAction({ request }: ActionFunctionArgs): Promise<SeoResult> {
  const form = await request.formData();
  const formKey = String(form.get('form_key') ?? '');
  const id = String(form.get('id') ?? '');
  const home = form.get('intent') === 'home';
  const fields = home ? homeFields : categoryFields;
  const values = valuesFrom(form, fields);
  try {
    if (home)
      await staffApi(`seo/home-texts/${id}/`, {
        method: 'PUT',
        body: { ...values, position: Number(values.position) },
      });
    else
      await staffApi(`seo/categories/${id}/`, {
        method: 'PUT',
        body: { ...values, content_language: form.get('content_language') },
      });
    return { ok: true, formKey };
  } catch (error) {
    return { ...refusalOf(error, fields, values), formKey };
  }
}

export function SeoPage() {
  const { search, homeTexts, categories } = useLoaderData<typeof seoLoader>();
  const { t } = useStaffLanguage();
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <title>{`${t('staffApp.site.seo.title')} · ${t('staffApp.appName')}`}</title>
      <h1 className="text-xl font-semibold">{t('staffApp.site.seo.title')}</h1>
      <FilterForm search={search} submitLabel={t('staffApp.site.show')}>
        <EditionChoices search={search} />
      </FilterForm>
      <section aria-labelledby="home-texts" className="flex flex-col gap-2">
        <h2 id="home-texts" className="text-lg font-semibold">
          {t('staffApp.site.seo.home')}
        </h2>
        {homeTexts.length === 0 && <p>{t('staffApp.site.seo.homeEmpty')}</p>}
        {homeTexts.map((text) => (
          <SeoForm
            key={text.id}
            formKey={`home-${text.id}`}
            summary={text.title}
            hidden={{ intent: 'home', id: String(text.id) }}
            stored={{ title: text.title, content: text.content, position: String(text.position) }}
          >
            {(values, errorsOf, id) => (
              <>
                <TextField
                  id={id('title')}
                  name="title"
                  label={t('staffApp.site.seo.textTitle')}
                  defaultValue={values.title}
                  errors={errorsOf('title')}
                  required
                  maxLength={200}
                />
                <TextField
                  id={id('position')}
                  name="position"
                  type="number"
                  min={0}
                  max={1000}
                  label={t('staffApp.site.seo.position')}
                  defaultValue={values.position}
                  errors={errorsOf('position')}
                />
                <TextArea
                  id={id('content')}
                  name="content"
                  label={t('staffApp.site.seo.content')}
                  hint={t('staffApp.site.seo.contentHint')}
                  value={values.content ?? ''}
                  errors={errorsOf('content')}
                  required
                />
              </>
            )}
          </SeoForm>
        ))}
      </section>
      <section aria-labelledby="category-seo" className="flex flex-col gap-2">
        <h2 id="category-seo" className="text-lg font-semibold">
          {t('staffApp.site.seo.categories')}
        </h2>
        <p className="text-sm text-ink-soft">{t('staffApp.site.seo.categoriesHint')}</p>
        {categories.map((category) => (
          <SeoForm
            key={category.id}
            formKey={`category-${category.id}`}
            summary={`${category.name} · /${category.slug}`}
            detail={category.seo_title || t('staffApp.site.seo.unset')}
            hidden={{
              intent: 'category',
              id: String(category.id),
              content_language: category.content_language,
            }}
            stored={{
              seo_title: category.seo_title,
              seo_description: category.seo_description,
              seo_text: category.seo_text,
            }}
          >
            {(values, errorsOf, id) => (
              <>
                <TextField
                  id={id('seo_title')}
                  name="seo_title"
                  label={t('staffApp.site.seo.seoTitle')}
                  defaultValue={values.seo_title}
                  errors={errorsOf('seo_title')}
                  maxLength={200}
                />
                <TextField
                  id={id('seo_description')}
                  name="seo_description"
                  label={t('staffApp.site.seo.seoDescription')}
                  defaultValue={values.seo_description}
                  errors={errorsOf('seo_description')}
                  maxLength={400}
                />
                <TextArea
                  id={id('seo_text')}
                  name="seo_text"
                  label={t('staffApp.site.seo.seoText')}
                  hint={t('staffApp.site.seo.contentHint')}
                  value={values.seo_text ?? ''}
                  errors={errorsOf('seo_text')}
                />
              </>
            )}
          </SeoForm>
        ))}
      </section>
    </div>
  );
}

/**
 * One text's form, folded under its name: open after it was sent, with the api's messages on
 * their fields and what was typed kept when it was refused.
 */
function SeoForm({
  formKey,
  summary,
  detail,
  hidden,
  stored,
  children,
}: {
  formKey: string;
  summary: string;
  detail?: string;
  hidden: Record<string, string>;
  stored: Record<string, string>;
  children: (
    values: Record<string, string>,
    errorsOf: (name: string) => string[],
    id: (name: string) => string,
  ) => ReactNode;
}) {
  const { t } = useStaffLanguage();
  const result = useActionData<SeoResult>();
  const busy = useNavigation().state === 'submitting';
  const sent = result?.formKey === formKey ? result : undefined;
  const refused = sent && !sent.ok ? sent : null;
  const values = refused?.values ?? stored;
  return (
    <details
      open={sent !== undefined || undefined}
      className="rounded border border-line bg-white p-2"
    >
      <summary className="flex cursor-pointer flex-wrap gap-x-3">
        <span className="font-semibold">{summary}</span>
        {detail && <span className="text-sm text-ink-soft">{detail}</span>}
        <span className="ml-auto text-sm text-brand-700 underline">{t('staffApp.site.edit')}</span>
      </summary>
      {sent?.ok && (
        <p role="status" className="mt-2 rounded bg-green-50 p-2 text-green-900">
          {t('staffApp.site.saved')}
        </p>
      )}
      {refused && refused.form.length > 0 && (
        <p role="alert" className="mt-2 rounded bg-danger-50 p-2 text-danger-700">
          {refused.form.join(' ')}
        </p>
      )}
      <Form
        method="post"
        key={JSON.stringify(values)}
        className="mt-2 grid grid-cols-1 gap-3 md:grid-cols-2"
      >
        <input type="hidden" name="form_key" value={formKey} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children(
          values,
          (name) => refused?.errors[name] ?? [],
          (name) => `${formKey}-${name}`,
        )}
        <div className="md:col-span-2">
          <button type="submit" disabled={busy} className={buttonClass}>
            {t('staffApp.site.save')}
          </button>
        </div>
      </Form>
    </details>
  );
}

function TextArea({
  id,
  name,
  label,
  hint,
  value,
  errors,
  required,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  value: string;
  errors: string[];
  required?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1 text-sm font-medium md:col-span-2">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="font-normal text-ink-soft">
        {hint}
      </p>
      <textarea
        id={id}
        name={name}
        defaultValue={value}
        required={required}
        rows={6}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={`${id}-hint ${id}-messages`}
        className={areaClass}
      />
      <FieldMessages id={`${id}-messages`} messages={errors} />
    </div>
  );
}
