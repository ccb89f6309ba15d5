import type { HomePreview } from '@shop/api/contracts';
import { resolveStorefront } from '../../lib/storefront.server.ts';

/**
 * Sliders and categories fill the first screen and are awaited; the rest streams in after.
 * A staff preview (routes/home/home-preview.tsx) brings its own sliders and banners.
 */
export async function loadHome(request: Request, previewed?: HomePreview) {
  const { api } = await resolveStorefront(request);
  const results = <Item>(list: Promise<{ results: Item[] }>) => list.then((page) => page.results);
  // A streamed section that fails is left out. Settling here also keeps a failure that comes
  // after the render was aborted (a visitor who left) from being an unhandled rejection that
  // would stop the whole process.
  const streamed = <Item>(list: Promise<{ results: Item[] }>) =>
    results(list).catch((error: unknown) => {
      console.error('home section failed', error);
      return [] as Item[];
    });
  const [sliders, categories] = await Promise.all([
    previewed?.sliders ?? results(api.home.sliders()),
    results(api.home.categories()),
  ]);
  return {
    sliders,
    categories,
    trends: streamed(api.home.products()),
    banners: previewed ? Promise.resolve(previewed.banners) : streamed(api.home.banners()),
    brands: streamed(api.home.brands()),
    seoTexts: streamed(api.home.seoTexts()),
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
