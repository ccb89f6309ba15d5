import type { HomeSlider } from '@shop/api/contracts';
import { useRef } from 'react';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';

const slideWidths = [480, 640, 865, 1200, 1500] as const;

/**
 * The home sliders as a row that swipes and snaps without JavaScript; the arrow buttons are
 * the only part that needs it.
 */
export function HeroSlider({ slides }: { slides: HomeSlider[] }) {
  const t = useTranslate();
  const rowRef = useRef<HTMLUListElement>(null);
  const step = (direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth, behavior: 'smooth' });
  };
  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.sliders.label')}
      className="relative mx-auto max-w-7xl sm:px-4 sm:pt-6"
    >
      <ul
        ref={rowRef}
        className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none] sm:rounded-3xl"
      >
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            aria-roledescription="slide"
            aria-label={t('home.sliders.slide', { position: index + 1, total: slides.length })}
            className="relative w-full shrink-0 snap-start"
          >
            <CatalogImage
              publicId={slide.image_public_id}
              alt=""
              width={1500}
              height={600}
              widths={slideWidths}
              sizes="(min-width: 1280px) 1248px, 100vw"
              priority={index === 0}
              className="aspect-[4/3] w-full object-cover sm:aspect-[5/2]"
            />
            <div className="absolute inset-0 flex items-end bg-gradient-to-t from-brand-900/90 via-brand-900/55 to-brand-900/10 p-6 sm:items-center sm:bg-gradient-to-r sm:p-12">
              <div className="max-w-lg text-white">
                <p className="text-2xl font-bold leading-tight sm:text-4xl">{slide.title}</p>
                <p className="mt-2 text-base text-brand-50 sm:text-lg">{slide.subtitle}</p>
                <ShopLink
                  to={slide.url}
                  className="mt-5 inline-flex h-11 items-center rounded-full bg-accent-500 px-6 font-semibold text-ink hover:bg-accent-100"
                >
                  {slide.cta_label}
                </ShopLink>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <div className="absolute bottom-4 right-4 hidden gap-2 sm:right-8 sm:flex">
          <SlideButton
            label={t('home.sliders.previous')}
            icon="chevronLeft"
            onClick={() => step(-1)}
          />
          <SlideButton label={t('home.sliders.next')} icon="chevronRight" onClick={() => step(1)} />
        </div>
      )}
    </section>
  );
}

function SlideButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: 'chevronLeft' | 'chevronRight';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow hover:bg-white"
    >
      <Icon name={icon} />
      <span className="sr-only">{label}</span>
    </button>
  );
}
