import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { FieldMessages } from '../components/field-messages.tsx';
import { FilterForm } from '../components/filter-form.tsx';
import { EditionChoices, editionSearch } from '../components/edition-choices.tsx';
import { TextField } from '../components/form-fields.tsx';
import { Pager } from '../components/pager.tsx';
import { dateTime } from '../lib/format.ts';
import { listPages, listQuery } from '../lib/list-search.ts';
import { refusalOf, valuesFrom, type FormRefusal } from '../lib/form-refusal.ts';
import { staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type { ContentPreviewLink } from '../lib/staff-site-types.ts';
import type { Paged, StaffContentText } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { FormOutcome } from '../components/form-outcome.tsx';
import { PreviewButton, PreviewReady } from '../components/storefront-preview.tsx';

const pageSize = 25;
const kinds = ['pages', 'posts'] as const;
type Kind = (typeof kinds)[number];
const inputClass = 'rounded border border-ink-soft bg-white px-2 py-1';
const buttonClass = 'rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60';
/** Columns a phone leaves out; the text's own page has them. */
const wide = 'hidden md:table-cell';

const kindOf = (value: string | null | undefined): Kind =>
  kinds.find((kind) => kind === value) ?? 'pages';

interface ContentData {
  search: URLSearchParams;
  kind: Kind;
  texts: Paged<StaffContentText>;
}

/** Pages or posts of one edition and language (`kind`, `store`, `content_language`, `page`). */
export async function contentLoader({ request }: LoaderFunctionArgs): Promise<ContentData> {
  const asked = new URL(request.url).searchParams;
  const kind = kindOf(asked.get('kind'));
  const search = editionSearch(asked);
  search.set('kind', kind);
  const page = asked.get('page');
  if (page) search.set('page', page);
  const query = listQuery(search, pageSize);
  query.delete('kind');
  const texts = await staffApiForPage<Paged<StaffContentText>>(request, `content/${kind}/`, {
    query,
  });
  return { search, kind, texts };
}

export function ContentPage() {
  const { search, kind, texts } = useLoaderData<ContentData>();
  const { t, locale } = useStaffLanguage();
  const pages = listPages('/content', search, texts.count, pageSize);
  const linkWith = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    next.delete('page');
    for (const [name, value] of Object.entries(changes)) next.set(name, value);
    return `/content?${next}`;
  };
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('staffApp.content.title')} · ${t('staffApp.appName')}`}</title>
      <h1 className="text-xl font-semibold">{t('staffApp.content.title')}</h1>
      <nav aria-label={t('staffApp.content.title')} className="flex gap-4">
        {kinds.map((each) => (
          <Link
            key={each}
            to={linkWith({ kind: each })}
            aria-current={each === kind ? 'page' : undefined}
            className={each === kind ? 'font-semibold underline' : 'text-brand-700 underline'}
          >
            {t(`staffApp.content.${each}`)}
          </Link>
        ))}
      </nav>
      <FilterForm search={search} submitLabel={t('staffApp.content.filter')}>
        <input type="hidden" name="kind" value={kind} />
        <EditionChoices search={search} />
      </FilterForm>
      {texts.results.length === 0 ? (
        <p>{t('staffApp.content.empty')}</p>
      ) : (
        <DataTable label={t(`staffApp.content.${kind}`)}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.content.titleColumn')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.content.address')}
              </th>
              <th scope="col">{t('staffApp.content.state')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.content.updated')}
              </th>
            </tr>
          </thead>
          <tbody>
            {texts.results.map((text) => (
              <tr key={text.id} className="align-top">
                <th scope="row" className="font-normal">
                  <Link to={`/content/${kind}/${text.id}`} className="text-brand-700 underline">
                    {text.title}
                  </Link>
                </th>
                <td className={`${wide} break-all`}>{text.storefront_path}</td>
                <td>
                  {t(text.is_published ? 'staffApp.content.published' : 'staffApp.content.draft')}
                </td>
                <td className={`${wide} whitespace-nowrap`}>{dateTime(text.updated_at, locale)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager {...pages} />
    </div>
  );
}

const formFields = [
  'slug',
  'title',
  'excerpt',
  'body',
  'seo_title',
  'seo_description',
  'is_published',
] as const;
type FormValues = Record<string, string>;

function valuesOf(text: StaffContentText): FormValues {
  return {
    slug: text.slug,
    title: text.title,
    excerpt: text.excerpt,
    body: text.body,
    seo_title: text.seo_title,
    seo_description: text.seo_description,
    is_published: text.is_published ? 'on' : '',
  };
}

export function contentTextLoader({ request, params }: LoaderFunctionArgs) {
  return staffApiForPage<StaffContentText>(
    request,
    `content/${kindOf(params.kind)}/${params.textId}/`,
  );
}

type ContentFormResult =
  { ok: true; text: StaffContentText } | { ok: true; preview: ContentPreviewLink } | FormRefusal;

/**
 * Saves the whole text, or asks for a preview link of it as saved; the api's refusals show on
 * their fields, with what was typed kept.
 */
export async function contentTextAction({
  request,
  params,
}: ActionFunctionArgs): Promise<ContentFormResult> {
  const form = await request.formData();
  const values = valuesFrom(form, formFields);
  const path = `content/${kindOf(params.kind)}/${params.textId}/`;
  try {
    if (form.get('intent') === 'preview')
      return {
        ok: true,
        preview: await staffApi<ContentPreviewLink>(`${path}preview/`, { method: 'POST' }),
      };
    const text = await staffApi<StaffContentText>(path, {
      method: 'PUT',
      body: { ...values, is_published: values.is_published === 'on' },
    });
    return { ok: true, text };
  } catch (error) {
    return refusalOf(error, formFields, values);
  }
}

export function ContentTextPage() {
  const loaded = useLoaderData<StaffContentText>();
  const result = useActionData<ContentFormResult>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useStaffLanguage();
  const text = result?.ok && 'text' in result ? result.text : loaded;
  const preview = result?.ok && 'preview' in result ? result.preview : null;
  const refused = result && !result.ok ? result : null;
  const values = refused?.values ?? valuesOf(text);
  const errorsOf = (name: string) => refused?.errors[name] ?? [];
  const title = t('staffApp.content.editTitle', { title: text.title });
  const back = `/content?${new URLSearchParams({
    kind: text.kind,
    store: text.store,
    content_language: text.content_language,
  })}`;
  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <title>{`${title} · ${t('staffApp.appName')}`}</title>
      <Link to={back} className="text-brand-700 underline">
        {t('staffApp.content.back')}
      </Link>
      <h1 className="text-xl font-semibold break-words">{title}</h1>
      <p className="text-sm text-ink-soft break-all">
        {t('staffApp.content.storefrontPath', { path: text.storefront_path })} ·{' '}
        {t(`staffApp.stores.${text.store}`)} ·{' '}
        {t(`staffApp.languageNames.${text.content_language}`)}
      </p>
      {result?.ok && !preview && (
        <p role="status" className="rounded bg-green-50 p-2 text-green-900">
          {t('staffApp.content.saved')}
        </p>
      )}
      {preview && <PreviewReady preview={preview} />}
      <FormOutcome saved={null} refusals={refused?.form} />
      {/* Keyed by what it shows, so a refused submission refills every field as typed. */}
      <Form
        method="post"
        key={JSON.stringify(values)}
        className="grid grid-cols-1 gap-3 md:grid-cols-2"
      >
        <TextField
          name="title"
          label={t('staffApp.content.titleField')}
          defaultValue={values.title}
          errors={errorsOf('title')}
          required
          maxLength={200}
        />
        <TextField
          name="slug"
          label={t('staffApp.content.slug')}
          defaultValue={values.slug}
          errors={errorsOf('slug')}
          required
          maxLength={200}
          title={t('staffApp.content.slugHint')}
        />
        {text.kind === 'posts' && (
          <TextField
            name="excerpt"
            label={t('staffApp.content.excerpt')}
            defaultValue={values.excerpt}
            errors={errorsOf('excerpt')}
            maxLength={500}
            className="md:col-span-2"
          />
        )}
        <div className="flex flex-col gap-1 text-sm font-medium md:col-span-2">
          <label htmlFor="body">{t('staffApp.content.body')}</label>
          <p id="body-hint" className="font-normal text-ink-soft">
            {t('staffApp.content.bodyHint')}
          </p>
          <textarea
            id="body"
            name="body"
            defaultValue={values.body}
            required
            rows={18}
            aria-describedby="body-hint body-messages"
            className={`${inputClass} font-mono text-sm`}
          />
          <FieldMessages id="body-messages" messages={errorsOf('body')} />
        </div>
        <TextField
          name="seo_title"
          label={t('staffApp.content.seoTitle')}
          defaultValue={values.seo_title}
          errors={errorsOf('seo_title')}
          maxLength={200}
        />
        <TextField
          name="seo_description"
          label={t('staffApp.content.seoDescription')}
          defaultValue={values.seo_description}
          errors={errorsOf('seo_description')}
          maxLength={400}
        />
        <label className="flex items-center gap-2 md:col-span-2">
          <input
            type="checkbox"
            name="is_published"
            defaultChecked={values.is_published === 'on'}
          />
          {t('staffApp.content.isPublished')}
        </label>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <button type="submit" disabled={busy} className={buttonClass}>
            {t('staffApp.content.save')}
          </button>
          <PreviewButton busy={busy} hint={t('staffApp.site.preview.hint')} />
        </div>
      </Form>
    </div>
  );
}
