import type { BrandCollection } from '@shop/api/contracts';
import { useId } from 'react';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';

/** The brand's product lines, pictured with a word on each. */
export function BrandCollections({ collections }: { collections: BrandCollection[] }) {
  const t = useTranslate();
  const headingId = useId();
  if (collections.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="mb-5 text-2xl font-bold tracking-tight text-brand-900">
        {t('listing.brands.collections')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {collections.map((collection) => (
          <li key={collection.id} className="overflow-hidden rounded-2xl bg-white ring-1 ring-line">
            {collection.image_public_id && (
              <CatalogImage
                publicId={collection.image_public_id}
                alt=""
                width={480}
                height={270}
                widths={[320, 480, 640]}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="aspect-video w-full bg-surface object-cover"
              />
            )}
            <div className="p-5">
              <h3 className="font-semibold text-ink">{collection.name}</h3>
              {collection.description && (
                <p className="mt-1 text-sm text-ink-soft">{collection.description}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
