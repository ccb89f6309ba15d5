import { describe, expect, it } from 'vitest';
import { pageSlugOf } from '../../features/content-page/content-paths.ts';
import { contentPathOfSlug } from './content-page-path.ts';

describe('contentPathOfSlug', () => {
  it.each([
    ['sobre-nosotros', '/sobre-nosotros'],
    ['instalacion-de-mamparas', '/instalacion-de-mamparas'],
    ['instaladores-mamparas-ducha-bano', '/instaladores-mamparas-ducha-bano'],
    ['instalacion-platos-de-ducha', '/instalacion/platos-de-ducha'],
    ['medicion-instalacion-mamparas', '/medicion-instalacion-mamparas'],
    [
      'medicion-instalacion-mamparas-ducha-o-banera',
      '/medicion-instalacion-mamparas/ducha-o-banera',
    ],
    ['mamparas-de-proteccion-vidrio', '/mamparas-de-proteccion/vidrio'],
    ['politica-de-cookies', '/cms/politica-de-cookies'],
    ['mentions-legales', '/cms/mentions-legales'],
  ])('%s is shown at %s', (slug, path) => {
    expect(contentPathOfSlug(slug)).toBe(path);
    // The content feature reads that path back as the same page.
    expect(pageSlugOf(path)).toBe(slug);
  });
});
