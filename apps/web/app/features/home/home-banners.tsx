import type { HomeBanner } from '@shop/api/contracts';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';

export function HomeBanners({ banners }: { banners: HomeBanner[] }) {
  const t = useTranslate();
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('home.banners.label')} className="mx-auto mt-14 max-w-7xl px-4 sm:mt-20">
      <ul className={`grid gap-4 md:grid-cols-2 ${banners.length > 2 ? 'lg:grid-cols-3' : ''}`}>
        {banners.map((banner) => (
          <li key={banner.id}>
            <ShopLink
              to={banner.url}
              className="group relative block overflow-hidden rounded-3xl bg-brand-800"
            >
              <CatalogImage
                publicId={banner.image_public_id}
                alt=""
                width={865}
                height={577}
                widths={[480, 640, 865, 1200]}
                sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                className="aspect-[3/2] w-full object-cover opacity-80 transition-transform duration-300 group-hover:scale-105"
              />
              <span className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-brand-900/90 to-transparent p-6 text-white">
                <span className="text-xl font-bold sm:text-2xl">{banner.title}</span>
                <span className="mt-1 text-brand-50">{banner.text}</span>
              </span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
