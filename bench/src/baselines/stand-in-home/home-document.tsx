import type { HomeData } from '../home-data.ts';
import { Banners, Brands, Categories, HeroSlider, SeoText, Trends } from './home-sections.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The home page as one React tree fed from memory: the markup of the web's home (header,
 * mega menu, sections, footer) plus its data inlined once, as the web inlines its loader data
 * for hydration, so the byte counts stay comparable.
 */
export function HomeDocument({ data }: { data: HomeData }) {
  const { store } = data;
  const cdnUrl = store.image_cdn_url;
  return (
    <html lang="es-ES">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${store.name}: mamparas de ducha, platos de ducha y grifería`}</title>
        <meta
          name="description"
          content="Mamparas de ducha a medida, platos de ducha y grifería con envío a domicilio."
        />
      </head>
      <body className="bg-surface text-ink antialiased">
        <SiteHeader storeName={store.name} mainMenu={data.mainMenu} />
        <main id="content" tabIndex={-1}>
          <h1 className="sr-only">{store.name}</h1>
          <HeroSlider cdnUrl={cdnUrl} slides={data.sliders} />
          <Categories cdnUrl={cdnUrl} categories={data.categories} />
          <Trends cdnUrl={cdnUrl} products={data.trends} />
          <Banners cdnUrl={cdnUrl} banners={data.banners} />
          <Brands cdnUrl={cdnUrl} brands={data.brands} />
          <SeoText texts={data.seoTexts} />
        </main>
        <SiteFooter storeName={store.name} footerMenu={data.footerMenu} />
        <script
          // The data goes through JSON.stringify on every request, as loader data does.
          dangerouslySetInnerHTML={{
            __html: `window.__homeData=${JSON.stringify(data).replaceAll('<', '\\u003c')}`,
          }}
        />
      </body>
    </html>
  );
}
