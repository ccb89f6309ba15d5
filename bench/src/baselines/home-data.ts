import type {
  Brand,
  CategoryCard,
  HomeBanner,
  HomeSeoText,
  HomeSlider,
  List,
  MenuItem,
  ProductCard,
  StoreConfig,
} from '@shop/api/contracts';

/** Everything the web's root and home loaders read from the api for the Spanish home page. */
export interface HomeData {
  store: StoreConfig;
  mainMenu: MenuItem[];
  footerMenu: MenuItem[];
  sliders: HomeSlider[];
  categories: CategoryCard[];
  trends: ProductCard[];
  banners: HomeBanner[];
  brands: Brand[];
  seoTexts: HomeSeoText[];
}

export const homeBaselineKind = 'renderToPipeableStream, stand-in markup';

/** The same calls as the web's root and home loaders, made once, before the baseline runs. */
export async function fetchHomeData(apiUrl: string): Promise<HomeData> {
  const results = async <Item>(path: string, query = ''): Promise<Item[]> => {
    const url = `${apiUrl}${path}?store=ESSM&language=es${query}`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const list = (await response.json()) as List<Item>;
    return list.results;
  };
  const stores = await results<StoreConfig>('/stores/v1/stores/');
  const store = stores.find(({ code }) => code === 'ESSM');
  if (!store) throw new Error('The api has no ESSM store');
  const [mainMenu, footerMenu, sliders, categories, trends, banners, brands, seoTexts] =
    await Promise.all([
      results<MenuItem>('/catalog/v1/menus/web-list/', '&menu_type=main'),
      results<MenuItem>('/catalog/v1/menus/web-list/', '&menu_type=footer'),
      results<HomeSlider>('/catalog/v1/store-home-sliders/'),
      results<CategoryCard>('/catalog/v1/store-highlight-categories/'),
      results<ProductCard>('/catalog/v1/store-highlight-products/'),
      results<HomeBanner>('/catalog/v1/store-home-banners/'),
      results<Brand>('/catalog/v1/store-highlight-suppliers/'),
      results<HomeSeoText>('/catalog/v1/store-home-seo-texts/'),
    ]);
  return { store, mainMenu, footerMenu, sliders, categories, trends, banners, brands, seoTexts };
}
