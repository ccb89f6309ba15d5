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
import { editionOf, type Edition } from '../components/edition-choices.tsx';
import { TextField } from '../components/form-fields.tsx';
import { FormOutcome } from '../components/form-outcome.tsx';
import { PreviewButton, PreviewReady } from '../components/storefront-preview.tsx';
import {
  inputMoment,
  momentOf,
  refusalOf,
  valuesFrom,
  type FormRefusal,
} from '../lib/form-refusal.ts';
import { staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type { ContentPreviewLink, HomeSlideKind, StaffHomeSlide } from '../lib/staff-site-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { buttonClass, kindOf } from './site-home.tsx';

const dangerClass = 'rounded border border-danger-700 px-4 py-1.5 text-danger-700';

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

type HomeSlideResult = { ok: true; preview: ContentPreviewLink | null } | FormRefusal;

/**
 * Saves (creates), removes, or asks for a preview link of the slide as saved; the api's
 * refusals show on their fields, typing kept.
 */
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
    if (form.get('intent') === 'preview' && id !== undefined) {
      const path = `home/${kind}/${id}/preview/`;
      return { ok: true, preview: await staffApi<ContentPreviewLink>(path, { method: 'POST' }) };
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
    return { ok: true, preview: null };
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
  const preview = result?.ok ? result.preview : null;
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
      <FormOutcome
        saved={result?.ok && !preview ? t('staffApp.site.saved') : null}
        refusals={refused?.form}
      />
      {preview && <PreviewReady preview={preview} />}
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
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
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
          {slide && <PreviewButton busy={busy} hint={t('staffApp.site.preview.slideHint')} />}
        </div>
      </Form>
    </div>
  );
}
