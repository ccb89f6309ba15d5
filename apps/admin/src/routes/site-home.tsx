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
import { DataTable } from '../components/data-table.tsx';
import {
  EditionChoices,
  editionOf,
  editionSearch,
  type Edition,
} from '../components/edition-choices.tsx';
import { FilterForm } from '../components/filter-form.tsx';
import { TextField } from '../components/form-fields.tsx';
import { dateTime } from '../lib/format.ts';
import {
  inputMoment,
  momentOf,
  refusalOf,
  valuesFrom,
  type FormRefusal,
} from '../lib/form-refusal.ts';
import { staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type { HomeSlideKind, StaffHomeSlide } from '../lib/staff-site-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { FormOutcome } from '../components/form-outcome.tsx';

const kinds = ['sliders', 'banners'] as const;
const kindOf = (value: string | null | undefined): HomeSlideKind =>
  kinds.find((kind) => kind === value) ?? 'sliders';
const buttonClass = 'rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60';
const dangerClass = 'rounded border border-danger-700 px-4 py-1.5 text-danger-700';
/** Columns a phone leaves out; the editor has them. */
const wide = 'hidden md:table-cell';

/** The sliders or banners of one edition and language (`kind`, `store`, `content_language`). */
export async function homeSlidesLoader({ request }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams;
  const kind = kindOf(asked.get('kind'));
  const search = editionSearch(asked);
  const slides = await staffApiForPage<StaffHomeSlide[]>(request, `home/${kind}/`, {
    query: search,
  });
  search.set('kind', kind);
  return { search, kind, slides };
}

function StateOf({ slide }: { slide: StaffHomeSlide }) {
  const { t } = useStaffLanguage();
  if (slide.on_show) return <>{t('staffApp.site.slides.onShow')}</>;
  return (
    <>{t(slide.is_active ? 'staffApp.site.slides.scheduled' : 'staffApp.site.slides.withdrawn')}</>
  );
}

export function HomeSlidesPage() {
  const { search, kind, slides } = useLoaderData<typeof homeSlidesLoader>();
  const { t, locale } = useStaffLanguage();
  const linkWith = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) next.set(name, value);
    return `?${next}`;
  };
  const datesOf = (slide: StaffHomeSlide) =>
    [
      slide.starts_at &&
        t('staffApp.site.slides.from', { date: dateTime(slide.starts_at, locale) }),
      slide.ends_at && t('staffApp.site.slides.until', { date: dateTime(slide.ends_at, locale) }),
    ]
      .filter(Boolean)
      .join(' · ') || t('staffApp.site.slides.always');
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('staffApp.site.slides.title')} · ${t('staffApp.appName')}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t('staffApp.site.slides.title')}</h1>
        <Link to={`/home-slides/${kind}/new?${editionSearch(search)}`} className={buttonClass}>
          {t(
            kind === 'sliders'
              ? 'staffApp.site.slides.newSliders'
              : 'staffApp.site.slides.newBanners',
          )}
        </Link>
      </div>
      <nav aria-label={t('staffApp.site.slides.title')} className="flex gap-4">
        {kinds.map((each) => (
          <Link
            key={each}
            to={linkWith({ kind: each })}
            aria-current={each === kind ? 'page' : undefined}
            className={each === kind ? 'font-semibold underline' : 'text-brand-700 underline'}
          >
            {t(`staffApp.site.slides.${each}`)}
          </Link>
        ))}
      </nav>
      <FilterForm search={search} submitLabel={t('staffApp.site.show')}>
        <input type="hidden" name="kind" value={kind} />
        <EditionChoices search={search} />
      </FilterForm>
      {slides.length === 0 ? (
        <p>{t('staffApp.site.slides.empty')}</p>
      ) : (
        <DataTable label={t(`staffApp.site.slides.${kind}`)}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.site.slides.position')}</th>
              <th scope="col">{t('staffApp.site.slides.titleField')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.site.slides.link')}
              </th>
              <th scope="col">{t('staffApp.site.slides.state')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.site.slides.dates')}
              </th>
            </tr>
          </thead>
          <tbody>
            {slides.map((slide) => (
              <tr key={slide.id} className="align-top">
                <td className="tabular-nums">{slide.position}</td>
                <th scope="row" className="font-normal">
                  <Link
                    to={`/home-slides/${kind}/${slide.id}`}
                    className="text-brand-700 underline"
                  >
                    {slide.title}
                  </Link>
                </th>
                <td className={`${wide} break-all`}>{slide.url}</td>
                <td>
                  <StateOf slide={slide} />
                </td>
                <td className={wide}>{datesOf(slide)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}

const fields = [
  'title',
  'subtitle',
  'cta_label',
  'url',
  'image_public_id',
  'position',
  'starts_at',
  'ends_at',
  'is_active',
] as const;
type FormValues = Record<string, string>;

function valuesOf(slide: StaffHomeSlide | null): FormValues {
  return {
    title: slide?.title ?? '',
    subtitle: slide?.subtitle ?? '',
    cta_label: slide?.cta_label ?? '',
    url: slide?.url ?? '',
    image_public_id: slide?.image_public_id ?? '',
    position: String(slide?.position ?? 0),
    starts_at: inputMoment(slide?.starts_at ?? null),
    ends_at: inputMoment(slide?.ends_at ?? null),
    is_active: slide === null || slide.is_active ? 'on' : '',
  };
}

interface HomeSlideFormData {
  kind: HomeSlideKind;
  edition: Edition;
  slide: StaffHomeSlide | null;
}

/** The slider or banner to edit, or a new one for the edition and language in the address. */
export async function homeSlideLoader({
  request,
  params,
}: LoaderFunctionArgs): Promise<HomeSlideFormData> {
  const kind = kindOf(params.kind);
  if (params.slideId === undefined) {
    return { kind, edition: editionOf(new URL(request.url).searchParams), slide: null };
  }
  const slide = await staffApiForPage<StaffHomeSlide>(request, `home/${kind}/${params.slideId}/`);
  return {
    kind,
    edition: { store: slide.store, content_language: slide.content_language },
    slide,
  };
}

type HomeSlideResult = { ok: true } | FormRefusal;

/** Saves (creates) or removes; the api's refusals show on their fields, typing kept. */
export async function homeSlideAction({
  request,
  params,
}: ActionFunctionArgs): Promise<HomeSlideResult | Response> {
  const kind = kindOf(params.kind);
  const form = await request.formData();
  const values = valuesFrom(form, fields);
  const id = params.slideId;
  const listOf = (edition: FormData) =>
    `/home-slides?${new URLSearchParams({
      kind,
      store: String(edition.get('store')),
      content_language: String(edition.get('content_language')),
    })}`;
  try {
    if (form.get('intent') === 'remove' && id !== undefined) {
      await staffApi(`home/${kind}/${id}/`, { method: 'DELETE' });
      return redirect(listOf(form));
    }
    const position = Number(values.position);
    const saved = await staffApi<StaffHomeSlide>(
      id === undefined ? `home/${kind}/` : `home/${kind}/${id}/`,
      {
        method: id === undefined ? 'POST' : 'PUT',
        body: {
          ...values,
          store: form.get('store'),
          content_language: form.get('content_language'),
          position: Number.isInteger(position) ? position : values.position,
          starts_at: momentOf(values.starts_at),
          ends_at: momentOf(values.ends_at),
          is_active: values.is_active === 'on',
        },
      },
    );
    if (id === undefined) return redirect(`/home-slides/${kind}/${saved.id}`);
    return { ok: true };
  } catch (error) {
    return refusalOf(error, fields, values);
  }
}

export function HomeSlidePage() {
  const { kind, edition, slide } = useLoaderData<HomeSlideFormData>();
  const result = useActionData<HomeSlideResult>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useStaffLanguage();
  const refused = result && !result.ok ? result : null;
  const values = refused?.values ?? valuesOf(slide);
  const errorsOf = (name: string) => refused?.errors[name] ?? [];
  const title = slide
    ? t('staffApp.site.slides.editTitle', { title: slide.title })
    : t(kind === 'sliders' ? 'staffApp.site.slides.newSliders' : 'staffApp.site.slides.newBanners');
  const back = `/home-slides?${new URLSearchParams({ kind, ...edition })}`;
  const field = (
    name: (typeof fields)[number],
    label: string,
    extra: Omit<Parameters<typeof TextField>[0], 'name' | 'label'> = {},
  ) => (
    <TextField
      name={name}
      label={label}
      defaultValue={values[name]}
      errors={errorsOf(name)}
      {...extra}
    />
  );
  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <title>{`${title} · ${t('staffApp.appName')}`}</title>
      <Link to={back} className="text-brand-700 underline">
        {t('staffApp.site.slides.back')}
      </Link>
      <h1 className="text-xl font-semibold break-words">{title}</h1>
      <p className="text-sm text-ink-soft">
        {t(`staffApp.site.slides.${kind}`)} · {t(`staffApp.stores.${edition.store}`)} ·{' '}
        {t(`staffApp.languageNames.${edition.content_language}`)}
      </p>
      <FormOutcome saved={result?.ok ? t('staffApp.site.saved') : null} refusals={refused?.form} />
      {/* Keyed by what it shows, so a refused submission refills every field as typed. */}
      <Form
        method="post"
        key={JSON.stringify(values)}
        className="grid grid-cols-1 gap-3 md:grid-cols-2"
      >
        <input type="hidden" name="store" value={edition.store} />
        <input type="hidden" name="content_language" value={edition.content_language} />
        {field('title', t('staffApp.site.slides.titleField'), {
          required: true,
          maxLength: 200,
          className: 'md:col-span-2',
        })}
        {field(
          'subtitle',
          t(kind === 'sliders' ? 'staffApp.site.slides.subtitle' : 'staffApp.site.slides.text'),
          { maxLength: 500, className: 'md:col-span-2' },
        )}
        {kind === 'sliders' &&
          field('cta_label', t('staffApp.site.slides.ctaLabel'), { required: true, maxLength: 60 })}
        {field('url', t('staffApp.site.slides.link'), {
          required: true,
          maxLength: 500,
          title: t('staffApp.site.linkHint'),
        })}
        {field('image_public_id', t('staffApp.site.slides.image'), {
          required: true,
          maxLength: 200,
          title: t('staffApp.site.slides.imageHint'),
        })}
        {field('position', t('staffApp.site.slides.position'), {
          type: 'number',
          min: 0,
          max: 1000,
        })}
        {field('starts_at', t('staffApp.site.slides.startsAt'), {
          type: 'datetime-local',
          title: t('staffApp.site.slides.datesHint'),
        })}
        {field('ends_at', t('staffApp.site.slides.endsAt'), {
          type: 'datetime-local',
          title: t('staffApp.site.slides.datesHint'),
        })}
        <label className="flex items-center gap-2 md:col-span-2">
          <input type="checkbox" name="is_active" defaultChecked={values.is_active === 'on'} />
          {t('staffApp.site.slides.isActive')}
        </label>
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <button type="submit" name="intent" value="save" disabled={busy} className={buttonClass}>
            {t('staffApp.site.save')}
          </button>
          {slide && (
            <button
              type="submit"
              name="intent"
              value="remove"
              formNoValidate
              disabled={busy}
              className={dangerClass}
              onClick={(event) => {
                if (!confirm(t('staffApp.site.slides.removeConfirm', { title: slide.title })))
                  event.preventDefault();
              }}
            >
              {t('staffApp.site.remove')}
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}
