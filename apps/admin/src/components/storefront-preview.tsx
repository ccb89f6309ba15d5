import type { ContentPreviewLink } from '../lib/staff-site-types.ts';
import { dateTime } from '../lib/format.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/**
 * The storefront preview of what an editor shows as saved (a page, a post, a home slide): a
 * button that asks the action for a link (`intent=preview`), and the link once it is ready.
 */
export function PreviewButton({ busy, hint }: { busy: boolean; hint: string }) {
  const { t } = useStaffLanguage();
  return (
    <>
      <button
        type="submit"
        name="intent"
        value="preview"
        formNoValidate
        disabled={busy}
        aria-describedby="preview-hint"
        className="rounded border border-brand-700 px-4 py-1.5 font-semibold text-brand-700 disabled:opacity-60"
      >
        {t('staffApp.site.preview.action')}
      </button>
      <span id="preview-hint" className="text-sm text-ink-soft">
        {hint}
      </span>
    </>
  );
}

export function PreviewReady({ preview }: { preview: ContentPreviewLink }) {
  const { t, locale } = useStaffLanguage();
  return (
    <p role="status" className="rounded bg-brand-50 p-2">
      {t('staffApp.site.preview.ready', { time: dateTime(preview.expires_at, locale) })}{' '}
      <a href={preview.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
        {t('staffApp.site.preview.open')}
      </a>
    </p>
  );
}
