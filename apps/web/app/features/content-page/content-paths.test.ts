import { describe, expect, it } from 'vitest';
import {
  contentPathOfSlug,
  isContentPagePath,
  legalSlugIn,
  pageSlugOf,
  parentPathOf,
} from './content-paths.ts';

describe('content paths', () => {
  it('name the api page of each path', () => {
    expect(pageSlugOf('/cms/aviso-legal')).toBe('aviso-legal');
    expect(pageSlugOf('/sobre-nosotros/')).toBe('sobre-nosotros');
    expect(pageSlugOf('/instalacion/platos-de-ducha')).toBe('instalacion-platos-de-ducha');
  });

  it('place each page under its parent in the breadcrumb', () => {
    expect(parentPathOf('/medicion-instalacion-mamparas/angular')).toBe(
      'medicion-instalacion-mamparas',
    );
    expect(parentPathOf('/instalacion/platos-de-ducha')).toBe('instalacion-de-mamparas');
    expect(parentPathOf('/empresas-colaboradoras')).toBe('sobre-nosotros');
    expect(parentPathOf('/ayuda')).toBeUndefined();
    expect(parentPathOf('/cms/aviso-legal')).toBeUndefined();
  });

  it('send a legal address of the other language to this edition’s page', () => {
    expect(legalSlugIn('fr', 'aviso-legal')).toBe('mentions-legales');
    expect(legalSlugIn('es', 'conditions-generales-de-vente')).toBe('condiciones-de-venta');
    expect(legalSlugIn('fr', 'mentions-legales')).toBeUndefined();
    expect(legalSlugIn('es', 'garantia')).toBeUndefined();
  });
});

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

  it('names one path for the page of each duplicate address', () => {
    expect(contentPathOfSlug(pageSlugOf('/cms/sobre-nosotros'))).toBe('/sobre-nosotros');
    expect(contentPathOfSlug(pageSlugOf('/cms/ayuda'))).toBe('/ayuda');
    expect(contentPathOfSlug(pageSlugOf('/cms/medicion-instalacion-mamparas-angular'))).toBe(
      '/medicion-instalacion-mamparas/angular',
    );
    expect(contentPathOfSlug(pageSlugOf('/instalacion/de-mamparas'))).toBe(
      '/instalacion-de-mamparas',
    );
  });
});

describe('isContentPagePath', () => {
  it('knows the content pages’ routes from the other pages of the shop', () => {
    for (const path of [
      '/cms/aviso-legal',
      '/sobre-nosotros',
      '/instalacion/platos-de-ducha',
      '/medicion-instalacion-mamparas/angular',
    ]) {
      expect(isContentPagePath(path), path).toBe(true);
    }
    for (const path of ['/', '/mamparas-de-ducha', '/blog/guia', '/marcas/aquanova', '/cms/a/b']) {
      expect(isContentPagePath(path), path).toBe(false);
    }
  });
});
