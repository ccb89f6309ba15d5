import type { PageArea } from './catalog-shape.ts';

// A Record so that an area added to the browser catalogue but not here does not compile.
const areas: Record<PageArea, true> = {
  account: true,
  authPages: true,
  blog: true,
  checkout: true,
  configuratorPage: true,
  content: true,
  orderStatus: true,
};

/** Every area only some pages load, for code that reads one from text (an HTML attribute). */
export const pageAreas = Object.keys(areas) as readonly PageArea[];

export function isPageArea(value: string): value is PageArea {
  return Object.hasOwn(areas, value);
}
