import type { CategoryCard } from '@shop/api/contracts';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { HomeSection } from './home-section.tsx';

export function HighlightedCategories({ categories }: { categories: CategoryCard[] }) {
  const t = useTranslate();
  if (categories.length === 0) return null;
  return (
    <HomeSection title={t('home.categories.title')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        {categories.map((category) => (
          <li key={category.id}>
            <ShopLink
              to={category.url}
              className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line transition-shadow hover:shadow-lg"
            >
              <span className="block aspect-[4/3] overflow-hidden bg-brand-50">
                {category.image_public_id && (
                  <CatalogImage
                    publicId={category.image_public_id}
                    alt=""
                    width={480}
                    height={360}
                    widths={[320, 480, 640]}
                    sizes="(min-width: 1280px) 300px, (min-width: 640px) 25vw, 50vw"
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                )}
              </span>
              <span className="p-3 text-center font-semibold text-brand-900 group-hover:text-brand-600">
                {category.name}
              </span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
