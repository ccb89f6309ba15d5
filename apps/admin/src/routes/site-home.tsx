import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { EditionChoices, editionSearch } from '../components/edition-choices.tsx';
import { FilterForm } from '../components/filter-form.tsx';
import { dateTime } from '../lib/format.ts';
import { staffApiForPage } from '../lib/staff-api.ts';
import type { HomeSlideKind, StaffHomeSlide } from '../lib/staff-site-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/** The home's sliders and banners: the list here, one slide's editor in site-home-slide.tsx. */

const kinds = ['sliders', 'banners'] as const;
export const kindOf = (value: string | null | undefined): HomeSlideKind =>
  kinds.find((kind) => kind === value) ?? 'sliders';
export const buttonClass =
  'rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60';
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
