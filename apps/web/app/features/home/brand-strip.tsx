import type { Brand } from '@shop/api/contracts';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { HomeSection } from './home-section.tsx';

export function BrandStrip({ brands }: { brands: Brand[] }) {
  const t = useTranslate();
  if (brands.length === 0) return null;
  return (
    <HomeSection title={t('home.brands.title')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {brands.map((brand) => (
          <li key={brand.id}>
            <ShopLink
              to={brand.url}
              className="flex h-24 items-center justify-center rounded-2xl bg-white px-4 ring-1 ring-line transition-shadow hover:shadow-md"
            >
              {brand.logo_public_id ? (
                <CatalogImage
                  publicId={brand.logo_public_id}
                  alt={brand.name}
                  width={160}
                  height={64}
                  widths={[160, 320]}
                  sizes="160px"
                  className="max-h-14 w-auto object-contain"
                />
              ) : (
                <span className="text-lg font-bold text-brand-800">{brand.name}</span>
              )}
            </ShopLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
