import { productPhotoRules } from '@shop/domain';
import { useId, useState, type ChangeEvent } from 'react';
import { uploadPhoto } from '../lib/photo-upload.ts';
import { StaffApiError, staffApi } from '../lib/staff-api.ts';
import type { StaffProductPhoto } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { DetailSection } from './detail-section.tsx';

const megabytes = productPhotoRules.maxBytes / (1024 * 1024);
const accepted: readonly string[] = productPhotoRules.types;
const buttonClass =
  'rounded border border-ink-soft bg-white px-3 py-1 text-sm font-medium hover:bg-brand-50 disabled:opacity-40';

/** The thumbnail the api keeps for every picture (80x80), twice as dense for sharp screens. */
const thumbnail = (publicId: string, size: number) =>
  `/media/v1/images/${publicId}?w=${size}&h=${size}&f=webp`;

type Notice = { kind: 'done' | 'error'; text: string } | null;

/**
 * The product form's pictures (issue 16): upload with progress, alt texts in both languages,
 * order within each type (the storefront shows principal pictures first), removal. Each change
 * is its own api call, so it lives outside the product's form.
 */
export function ProductPhotos({
  productId,
  initial,
}: {
  productId: number;
  initial: StaffProductPhoto[];
}) {
  const { t } = useStaffLanguage();
  const id = useId();
  const [photos, setPhotos] = useState(initial);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const base = `products/${productId}/images/`;

  const failure = (error: unknown) =>
    error instanceof StaffApiError ? error.message : t('staffApp.photos.network');

  async function upload(file: File) {
    const refuse = (reason: string) =>
      setNotice({ kind: 'error', text: t('staffApp.photos.failed', { name: file.name, reason }) });
    if (!accepted.includes(file.type)) return refuse(t('staffApp.photos.wrongType'));
    if (file.size > productPhotoRules.maxBytes)
      return refuse(t('staffApp.photos.tooLarge', { megabytes }));
    setProgress({ name: file.name, percent: 0 });
    try {
      const outcome = await uploadPhoto(base, file, (fraction) =>
        setProgress({ name: file.name, percent: Math.round(fraction * 100) }),
      );
      if (!outcome.ok) {
        const said = outcome.body.file ?? outcome.body.non_field_errors;
        return refuse(
          Array.isArray(said) ? said.join(' ') : (outcome.body.detail ?? String(outcome.status)),
        );
      }
      const added = outcome.body as StaffProductPhoto;
      setPhotos((list) => [...list, added]);
      setNotice({ kind: 'done', text: t('staffApp.photos.uploaded') });
    } catch {
      refuse(t('staffApp.photos.network'));
    } finally {
      setProgress(null);
    }
  }

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) await upload(file);
  }

  async function change(work: () => Promise<void>, done: string) {
    try {
      await work();
      setNotice({ kind: 'done', text: done });
    } catch (error) {
      setNotice({ kind: 'error', text: failure(error) });
    }
  }

  const move = (index: number, step: -1 | 1) =>
    change(
      async () => {
        const ids = photos.map((photo) => photo.id);
        const [moved] = ids.splice(index, 1);
        if (moved === undefined) return;
        ids.splice(index + step, 0, moved);
        setPhotos(
          await staffApi<StaffProductPhoto[]>(`${base}order/`, { method: 'PUT', body: { ids } }),
        );
      },
      t('staffApp.photos.position', { position: index + step + 1, total: photos.length }),
    );

  const remove = (photo: StaffProductPhoto) => {
    if (!window.confirm(t('staffApp.photos.confirmRemove'))) return;
    void change(async () => {
      await staffApi(`${base}${photo.id}/`, { method: 'DELETE' });
      setPhotos((list) => list.filter((row) => row.id !== photo.id));
    }, t('staffApp.photos.removed'));
  };

  const saveAlt = (photo: StaffProductPhoto, form: HTMLFormElement) => {
    const data = new FormData(form);
    const alt = { es: String(data.get('alt_es') ?? ''), fr: String(data.get('alt_fr') ?? '') };
    void change(async () => {
      const saved = await staffApi<StaffProductPhoto>(`${base}${photo.id}/`, {
        method: 'PUT',
        body: { alt },
      });
      setPhotos((list) => list.map((row) => (row.id === saved.id ? saved : row)));
    }, t('staffApp.photos.altSaved'));
  };

  const sameType = (index: number, other: number) => photos[other]?.type === photos[index]?.type;

  return (
    <DetailSection id={`${id}-photos`} title={t('staffApp.photos.title')}>
      <div className="flex flex-wrap items-center gap-3">
        <label className="cursor-pointer rounded bg-brand-700 px-4 py-1.5 font-semibold text-white focus-within:outline focus-within:outline-2">
          {t('staffApp.photos.choose')}
          <input
            type="file"
            accept={accepted.join(',')}
            multiple
            disabled={progress !== null}
            onChange={(event) => void chosen(event)}
            aria-describedby={`${id}-hint`}
            className="sr-only"
          />
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {t('staffApp.photos.hint', {
            megabytes,
            minWidth: productPhotoRules.minWidth,
            minHeight: productPhotoRules.minHeight,
          })}
        </p>
      </div>
      {progress && (
        <div className="flex max-w-md flex-col gap-1 text-sm">
          <span>{t('staffApp.photos.uploading', progress)}</span>
          <progress max={100} value={progress.percent} className="w-full" />
        </div>
      )}
      {/* Only while there is news: the product form's own status line stays the page's one. */}
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={notice.kind === 'error' ? 'text-danger-700' : 'text-brand-900'}
        >
          {notice.text}
        </p>
      )}
      {photos.length === 0 ? (
        <p className="text-ink-soft">{t('staffApp.photos.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              aria-label={t('staffApp.photos.position', {
                position: index + 1,
                total: photos.length,
              })}
              className="flex flex-col gap-3 rounded border border-line bg-white p-3 sm:flex-row"
            >
              <img
                src={thumbnail(photo.public_id, 80)}
                srcSet={`${thumbnail(photo.public_id, 80)} 1x, ${thumbnail(photo.public_id, 160)} 2x`}
                width={80}
                height={80}
                alt=""
                className="size-20 shrink-0 rounded bg-neutral-100 object-cover"
              />
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  saveAlt(photo, event.currentTarget);
                }}
                className="flex flex-1 flex-col gap-2 text-sm"
              >
                <p className="font-medium">
                  {t(`staffApp.photos.types.${photo.type}`)} ·{' '}
                  <span className="text-ink-soft">
                    {photo.uploaded
                      ? t('staffApp.photos.uploadedBadge')
                      : t('staffApp.photos.generatedBadge')}
                  </span>
                </p>
                {(['es', 'fr'] as const).map((language) => (
                  <label key={language} className="flex flex-col gap-1">
                    {t(language === 'es' ? 'staffApp.photos.altEs' : 'staffApp.photos.altFr')}
                    <input
                      name={`alt_${language}`}
                      defaultValue={photo.alt[language]}
                      maxLength={200}
                      className="rounded border border-ink-soft bg-white px-2 py-1"
                    />
                  </label>
                ))}
                <div className="flex flex-wrap gap-2">
                  <button type="submit" className={buttonClass}>
                    {t('staffApp.photos.saveAlt')}
                  </button>
                  <button
                    type="button"
                    disabled={!sameType(index, index - 1)}
                    onClick={() => void move(index, -1)}
                    className={buttonClass}
                  >
                    {t('staffApp.photos.moveUp')}
                  </button>
                  <button
                    type="button"
                    disabled={!sameType(index, index + 1)}
                    onClick={() => void move(index, 1)}
                    className={buttonClass}
                  >
                    {t('staffApp.photos.moveDown')}
                  </button>
                  <button
                    type="button"
                    onClick={() => remove(photo)}
                    className={`${buttonClass} text-danger-700`}
                  >
                    {t('staffApp.photos.remove')}
                  </button>
                </div>
              </form>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
