import { useId, useState, type ReactNode } from 'react';
import { Form } from 'react-router';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { ScreenSketch } from '../configurator/screen-sketch.tsx';
import type { ConfiguratorPageData, PageMessage } from './load-configurator-page.server.ts';
import { measuresSketch } from './measures-sketch.ts';
import { choiceParams, readMeasure } from './screen-choices.ts';
import type { MeasureField } from './screen-match.ts';
import { ShapePictogram } from './shape-pictogram.tsx';
import { useLiveResults } from './use-live-results.ts';
import { useHydrated } from '../configurator/use-hydrated.ts';

function Step({
  position,
  title,
  children,
}: {
  position: number;
  title: string;
  children: ReactNode;
}) {
  const t = useTranslate();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3">
        <span className="block text-xs font-semibold uppercase tracking-wider text-brand-700">
          {t('configuratorPage.step', { position })}
        </span>
        <span className="text-lg font-bold text-ink">{title}</span>
      </legend>
      {children}
    </fieldset>
  );
}

const radioCard =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-3 py-2.5 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700';

function MeasureInput({
  field,
  text,
  onType,
  error,
  range,
}: {
  field: MeasureField;
  text: string;
  onType: (text: string) => void;
  error: PageMessage | null;
  range: { minCm: number; maxCm: number } | undefined;
}) {
  const t = useTranslate();
  const id = useId();
  const describedBy = [range ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold">
        {t(
          field === 'width'
            ? 'configuratorPage.measures.width'
            : 'configuratorPage.measures.height',
        )}
      </label>
      <input
        id={id}
        name={choiceParams[field]}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => onType(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-testid={`measure-${field}`}
        className="block h-12 w-full rounded-lg border border-line bg-white px-3 text-lg font-semibold aria-invalid:border-accent-700 aria-invalid:ring-2 aria-invalid:ring-accent-100"
      />
      {range && (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {t('configuratorPage.measures.range', { min: range.minCm, max: range.maxCm })}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm font-semibold text-accent-700"
          data-testid={`measure-${field}-error`}
        >
          {t(error.key, error.params)}
        </p>
      )}
    </div>
  );
}

/**
 * The guided choice as one GET form: shape, opening (when the shape's models have one) and
 * measures. Without JavaScript the button shows the results; with it they follow each change.
 */
export function ScreenChoiceForm({ data }: { data: ConfiguratorPageData }) {
  const t = useTranslate();
  const { refresh } = useLiveResults();
  // Results follow each change once React runs; before, the button shows them.
  const hydrated = useHydrated();
  const [texts, setTexts] = useState({
    width: data.measures.width.text,
    height: data.measures.height.text,
  });
  const typed = (field: MeasureField) => readMeasure(texts[field] === '' ? null : texts[field]).cm;
  const opening = data.openings.find((option) => option.slug === data.openingSlug);
  const sketch = data.shape
    ? measuresSketch(
        { width: typed('width'), height: typed('height') },
        data.ranges,
        opening?.side ?? null,
      )
    : null;
  let position = 0;
  return (
    <Form
      method="get"
      noValidate
      preventScrollReset
      replace
      data-ready={hydrated}
      onChange={(event) =>
        refresh(
          event.currentTarget,
          event.target instanceof HTMLInputElement && event.target.type === 'text',
        )
      }
      className="space-y-8 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6"
    >
      <Step position={++position} title={t('configuratorPage.shape.title')}>
        <div className="grid gap-2">
          {data.shapes.map((shape) => (
            <label key={shape.key} className={radioCard}>
              <input
                type="radio"
                name={choiceParams.shape}
                value={shape.key}
                defaultChecked={shape.key === data.shape}
                className="size-4 shrink-0 accent-brand-700"
              />
              <ShapePictogram shape={shape.key} />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">
                  {t(`configuratorPage.shape.${shape.key}.name`)}
                </span>
                <span className="block text-sm text-ink-soft">
                  {t(`configuratorPage.shape.${shape.key}.text`)}
                </span>
                <span className="mt-1 block text-xs font-medium text-brand-700">
                  {t('configuratorPage.shape.models', { count: shape.models })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </Step>
      {data.openings.length > 0 && (
        <Step position={++position} title={t('configuratorPage.opening.title')}>
          <p className="text-sm text-ink-soft">{t('configuratorPage.opening.hint')}</p>
          <div className="grid grid-cols-2 gap-2">
            {data.openings.map((option) => (
              <label key={option.slug} className={radioCard}>
                <input
                  type="radio"
                  name={choiceParams.opening}
                  value={option.slug}
                  defaultChecked={option.slug === data.openingSlug}
                  className="size-4 shrink-0 accent-brand-700"
                />
                <span className="text-sm font-medium">{option.name}</span>
              </label>
            ))}
          </div>
        </Step>
      )}
      <Step position={++position} title={t('configuratorPage.measures.title')}>
        <div className="grid grid-cols-2 gap-3">
          {(['width', 'height'] as const).map((field) => (
            <MeasureInput
              key={field}
              field={field}
              text={texts[field]}
              onType={(text) => setTexts((current) => ({ ...current, [field]: text }))}
              error={data.measures[field].error}
              range={data.ranges?.[field]}
            />
          ))}
        </div>
        <ShopLink
          to="/medicion-instalacion-mamparas"
          className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('configuratorPage.measures.howTo')}
        </ShopLink>
        {sketch && (
          <div className="space-y-2">
            <p className="text-sm font-semibold">{t('configuratorPage.sketchTitle')}</p>
            <ScreenSketch {...sketch} />
          </div>
        )}
      </Step>
      <button
        type="submit"
        className="h-12 w-full rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800"
      >
        {t('configuratorPage.submit')}
      </button>
    </Form>
  );
}
