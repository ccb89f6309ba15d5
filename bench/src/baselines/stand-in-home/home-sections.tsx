import type {
  Brand,
  CategoryCard,
  HomeBanner,
  HomeSeoText,
  HomeSlider,
  ProductCard,
} from '@shop/api/contracts';
import { CatalogImage } from './catalog-image.tsx';
import { HomeSection } from './home-section.tsx';
import { Icon } from './icon.tsx';
import { ProductCard as Card } from './product-card.tsx';

export function HeroSlider({ cdnUrl, slides }: { cdnUrl: string; slides: HomeSlider[] }) {
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Destacados"
      className="relative mx-auto max-w-7xl sm:px-4 sm:pt-6"
    >
      <ul className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth sm:rounded-3xl">
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            aria-roledescription="slide"
            aria-label={`${index + 1} de ${slides.length}`}
            className="relative w-full shrink-0 snap-start"
          >
            <CatalogImage
              cdnUrl={cdnUrl}
              publicId={slide.image_public_id}
              width={1500}
              height={600}
              widths={[480, 640, 865, 1200, 1500]}
              sizes="(min-width: 1280px) 1248px, 100vw"
              priority={index === 0}
              className="aspect-[4/3] w-full object-cover sm:aspect-[5/2]"
            />
            <div className="absolute inset-0 flex items-end bg-gradient-to-t from-brand-900/85 via-brand-900/30 to-transparent p-6 sm:items-center sm:p-12">
              <div className="max-w-lg text-white">
                <p className="text-2xl font-bold leading-tight sm:text-4xl">{slide.title}</p>
                <p className="mt-2 text-base text-brand-50 sm:text-lg">{slide.subtitle}</p>
                <a
                  href={slide.url}
                  className="mt-5 inline-flex h-11 items-center rounded-full bg-accent-500 px-6 font-semibold text-ink"
                >
                  {slide.cta_label}
                </a>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="absolute bottom-4 right-4 hidden gap-2 sm:right-8 sm:flex">
        {(['chevronLeft', 'chevronRight'] as const).map((icon) => (
          <button
            key={icon}
            type="button"
            className="flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow hover:bg-white"
          >
            <Icon name={icon} />
            <span className="sr-only">{icon === 'chevronLeft' ? 'Anterior' : 'Siguiente'}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

export function Categories({ cdnUrl, categories }: { cdnUrl: string; categories: CategoryCard[] }) {
  return (
    <HomeSection id="categories" title="Categorías destacadas">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={category.url}
              className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line hover:shadow-lg"
            >
              <span className="block aspect-square overflow-hidden bg-brand-50">
                {category.image_public_id && (
                  <CatalogImage
                    cdnUrl={cdnUrl}
                    publicId={category.image_public_id}
                    width={320}
                    height={320}
                    widths={[160, 320, 480]}
                    sizes="(min-width: 1024px) 200px, (min-width: 640px) 33vw, 50vw"
                    className="size-full object-cover group-hover:scale-105"
                  />
                )}
              </span>
              <span className="p-3 text-center font-semibold text-brand-900">{category.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function Trends({ cdnUrl, products }: { cdnUrl: string; products: ProductCard[] }) {
  return (
    <HomeSection id="trends" title="Tendencias">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <Card cdnUrl={cdnUrl} product={product} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function Banners({ cdnUrl, banners }: { cdnUrl: string; banners: HomeBanner[] }) {
  return (
    <section aria-label="Promociones" className="mx-auto mt-14 max-w-7xl px-4 sm:mt-20">
      <ul className="grid gap-4 md:grid-cols-2">
        {banners.map((banner) => (
          <li key={banner.id}>
            <a
              href={banner.url}
              className="group relative block overflow-hidden rounded-3xl bg-brand-800"
            >
              <CatalogImage
                cdnUrl={cdnUrl}
                publicId={banner.image_public_id}
                width={865}
                height={432}
                widths={[480, 640, 865, 1200]}
                sizes="(min-width: 768px) 50vw, 100vw"
                className="aspect-[2/1] w-full object-cover opacity-80"
              />
              <span className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-brand-900/90 to-transparent p-6 text-white">
                <span className="text-xl font-bold sm:text-2xl">{banner.title}</span>
                <span className="mt-1 text-brand-50">{banner.text}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Brands({ cdnUrl, brands }: { cdnUrl: string; brands: Brand[] }) {
  return (
    <HomeSection id="brands" title="Nuestras marcas">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {brands.map((brand) => (
          <li key={brand.id}>
            <a
              href={brand.url}
              className="flex h-24 items-center justify-center rounded-2xl bg-white px-4 ring-1 ring-line hover:shadow-md"
            >
              {brand.logo_public_id ? (
                <CatalogImage
                  cdnUrl={cdnUrl}
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
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function SeoText({ texts }: { texts: HomeSeoText[] }) {
  return (
    <div className="mx-auto mt-16 max-w-3xl space-y-10 px-4 sm:mt-24">
      {texts.map((text) => (
        <section key={text.id}>
          <h2 className="text-xl font-bold text-brand-900">{text.title}</h2>
          {text.content.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index} className="mt-3 leading-relaxed text-ink-soft">
              {paragraph.trim()}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
