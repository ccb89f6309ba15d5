import type { Brand } from '@shop/api/contracts';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';

/** The brand's logo, or its name set in type when it has none. */
export function BrandLogo({
  brand,
  alt = brand.name,
  className = '',
}: {
  brand: Brand;
  /** Empty where the name is written beside the logo. */
  alt?: string;
  className?: string;
}) {
  if (!brand.logo_public_id) {
    return <span className="text-lg font-bold text-brand-800">{brand.name}</span>;
  }
  return (
    <CatalogImage
      publicId={brand.logo_public_id}
      alt={alt}
      width={320}
      height={128}
      widths={[160, 320]}
      sizes="160px"
      className={`w-auto object-contain ${className}`}
    />
  );
}
