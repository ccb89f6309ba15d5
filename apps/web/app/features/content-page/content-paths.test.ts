import { describe, expect, it } from 'vitest';
import { legalSlugIn, pageSlugOf, parentPathOf } from './content-paths.ts';

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
