import type { CategoryBanner } from '@shop/api/contracts';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';

/** Promotions of a category or brand: image, title and a line of text, each one link. */
export function CategoryBanners({ banners, label }: { banners: CategoryBanner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={label} className="mt-6">
      <ul className="grid gap-3 sm:grid-cols-2">
        {banners.map((banner) => (
          <li key={banner.id}>
            <ShopLink
              to={banner.url}
              className="flex h-full items-center gap-4 overflow-hidden rounded-2xl bg-brand-900 text-white transition-shadow hover:shadow-lg"
            >
              <CatalogImage
                publicId={banner.image_public_id}
                alt=""
                width={320}
                height={240}
                widths={[320, 480]}
                sizes="160px"
                className="aspect-[4/3] w-36 shrink-0 object-cover"
              />
              <span className="py-3 pr-4">
                <span className="block font-bold">{banner.title}</span>
                <span className="mt-1 block text-sm text-brand-100">{banner.text}</span>
              </span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
