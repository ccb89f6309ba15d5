import type { ProductCard as ProductCardData } from '@shop/api/contracts';
import { CatalogImage } from './catalog-image.tsx';
import { Icon } from './icon.tsx';

const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const money = (cents: number) => euros.format(cents / 100);

export function ProductCard({ cdnUrl, product }: { cdnUrl: string; product: ProductCardData }) {
  const { pvp, pvp_old: previous } = product.prices;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line hover:shadow-lg">
      <div className="relative aspect-square bg-white p-4">
        {product.image_public_id && (
          <CatalogImage
            cdnUrl={cdnUrl}
            publicId={product.image_public_id}
            width={480}
            height={480}
            widths={[320, 480, 640]}
            sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
            className="size-full object-contain group-hover:scale-105"
          />
        )}
        {product.made_to_measure && (
          <span className="absolute left-3 top-3 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
            A medida
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 border-t border-line p-4">
        {product.brand && (
          <p className="text-xs font-semibold uppercase tracking-wider text-ink-soft">
            {product.brand.name}
          </p>
        )}
        <h3 className="line-clamp-2 text-[15px] font-medium leading-snug text-ink">
          <a href={product.url} className="after:absolute after:inset-0">
            {product.name}
          </a>
        </h3>
        {product.rating.count > 0 && (
          <p className="flex items-center gap-0.5 text-accent-500">
            {[1, 2, 3, 4, 5].map((star) => (
              <span
                key={star}
                className={star <= Math.round(product.rating.average) ? '' : 'opacity-30'}
              >
                <Icon name="star" className="size-4" />
              </span>
            ))}
            <span className="sr-only">
              {`${product.rating.average.toFixed(1)} de 5 estrellas, ${product.rating.count} opiniones`}
            </span>
          </p>
        )}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
          <span className="text-xl font-bold text-ink">{money(pvp)}</span>
          {previous !== null && previous > pvp && (
            <del className="text-sm text-ink-soft">{money(previous)}</del>
          )}
        </p>
        {product.delivery_days && (
          <p className="text-xs text-brand-700">
            Entrega en {product.delivery_days.min}-{product.delivery_days.max} días
          </p>
        )}
      </div>
    </article>
  );
}
