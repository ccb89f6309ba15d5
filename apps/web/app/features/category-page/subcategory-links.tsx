import type { CategoryCard } from '@shop/api/contracts';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';

/** Categories as a row of pictured links (a category's children, a brand's categories). */
export function SubcategoryLinks({
  subcategories,
  label,
}: {
  subcategories: CategoryCard[];
  label: string;
}) {
  if (subcategories.length === 0) return null;
  return (
    <nav aria-label={label} className="-mx-4 mt-6 overflow-x-auto px-4 pb-2">
      <ul className="flex gap-3">
        {subcategories.map((subcategory) => (
          <li key={subcategory.id} className="shrink-0">
            <ShopLink
              to={subcategory.url}
              className="flex h-16 items-center gap-3 rounded-xl bg-white pr-4 pl-2 text-sm font-semibold text-ink ring-1 ring-line transition-shadow hover:shadow-md hover:ring-brand-600"
            >
              {subcategory.image_public_id && (
                <CatalogImage
                  publicId={subcategory.image_public_id}
                  alt=""
                  width={160}
                  height={160}
                  widths={[160]}
                  sizes="48px"
                  className="size-12 rounded-lg bg-surface object-contain"
                />
              )}
              {subcategory.name}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
