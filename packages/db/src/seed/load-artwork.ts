import type { Database } from '../client.ts';
import { mediaAssets } from '../schema/index.ts';
import { productImages } from './artwork/product-images.ts';
import { categorySvg, logoSvg, promoSvg } from './artwork/promo-art.ts';
import { svgDocument } from './artwork/svg.ts';
import { inBatches } from './batch.ts';
import { brandDefinitions } from './catalogue/brands.ts';
import { categoryDefinitions } from './catalogue/categories.ts';
import { complementTypeDefinitions } from './catalogue/complements.ts';
import type { ProductDefinition } from './catalogue/types.ts';
import { bannerDefinitions, sliderDefinitions } from './content/home.ts';

interface Artwork {
  publicId: string;
  svg: string;
  width: number;
  height: number;
}

const defaultFinish = { color: '#c9ced3', opening: 'sliding' as const };

/** Category and brand banner cards are drawn 4:3 (features/category-page/category-banners). */
const cardSize = { width: 800, height: 600 };
export const bannerCardId = (bannerNumber: number) => `banners/${bannerNumber}/card`;

function complementTypeIcon(initial: string): string {
  return svgDocument(
    `<rect width="160" height="160" rx="32" fill="#e8f1f4"/><text x="80" y="104" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="700" text-anchor="middle" fill="#0b5d7a">${initial}</text>`,
    '0 0 160 160',
    { width: 160, height: 160 },
  );
}

function allArtwork(products: readonly ProductDefinition[]): Artwork[] {
  const productArt = products.flatMap((product) =>
    productImages(product).map((image) => ({
      publicId: image.publicId,
      svg: image.svg,
      width: 800,
      height: 600,
    })),
  );
  const categoryArt = categoryDefinitions.map((category) => ({
    publicId: `categories/${category.key}`,
    svg: categorySvg(
      category.artwork,
      category.artwork === 'shower-tray' ? { color: '#4b4d50' } : defaultFinish,
    ),
    width: 800,
    height: 600,
  }));
  const sliders = sliderDefinitions.map((slider, index) => ({
    publicId: `sliders/${index + 1}`,
    svg: promoSvg(slider.artwork, { width: 1600, height: 600 }),
    width: 1600,
    height: 600,
  }));
  // Home banners are wide; the same promotions on category pages are drawn for their 4:3
  // card, so cropping never leaves the colour field without its product.
  const banners = bannerDefinitions.flatMap((banner, index) => [
    {
      publicId: `banners/${index + 1}`,
      svg: promoSvg(banner.artwork, { width: 800, height: 400 }),
      width: 800,
      height: 400,
    },
    {
      publicId: bannerCardId(index + 1),
      svg: promoSvg(banner.artwork, cardSize),
      ...cardSize,
    },
  ]);
  const brandArt = brandDefinitions.flatMap((brand) => {
    // The banner shows what the brand makes: its first product's illustration.
    const shown = products.find((product) => product.brand === brand.slug);
    return [
      {
        publicId: `brands/${brand.slug}`,
        svg: logoSvg(brand.name, brand.color),
        width: brand.name.length * 24 + 90,
        height: 80,
      },
      {
        publicId: `brands/${brand.slug}/banner`,
        svg: promoSvg(
          {
            background: brand.color,
            accent: '#ffffff',
            kind: shown?.kind ?? 'shower-screen',
            art: shown?.artwork ?? defaultFinish,
          },
          cardSize,
        ),
        ...cardSize,
      },
    ];
  });
  const logos = [
    {
      publicId: 'logos/essm',
      svg: logoSvg('Mamparas Shop', '#0b5d7a'),
      width: 13 * 24 + 90,
      height: 80,
    },
    {
      publicId: 'logos/frsm',
      svg: logoSvg('Mamparas Shop France', '#0b5d7a'),
      width: 20 * 24 + 90,
      height: 80,
    },
  ];
  const complementArt = complementTypeDefinitions.map((type) => ({
    publicId: `complement-types/${type.slug}`,
    svg: complementTypeIcon(type.name.es.charAt(0)),
    width: 160,
    height: 160,
  }));
  return [
    ...productArt,
    ...categoryArt,
    ...sliders,
    ...banners,
    ...brandArt,
    ...logos,
    ...complementArt,
  ];
}

/** Every picture the demo shows, drawn as SVG and stored in media_assets. */
export async function loadArtwork(
  db: Database,
  products: readonly ProductDefinition[],
): Promise<void> {
  const encoder = new TextEncoder();
  await inBatches(
    allArtwork(products),
    (batch) =>
      db
        .insert(mediaAssets)
        .values(
          batch.map((art) => ({
            publicId: art.publicId,
            contentType: 'image/svg+xml',
            body: encoder.encode(art.svg),
            width: art.width,
            height: art.height,
          })),
        )
        .returning({ publicId: mediaAssets.publicId }),
    100,
  );
}
