import { describe, expect, it } from 'vitest';
import { headingsOf, parseInline, parsePageBody, showcasesOf } from './page-body.ts';

describe('parsePageBody', () => {
  it('reads headings, paragraphs, lists, diagrams and calls to action', () => {
    const body = [
      '## Cómo medir',
      'Mide el ancho\nen tres alturas.',
      '- Arriba\n- Abajo',
      '[diagram:frontal]',
      '[cta:Crear cuenta profesional](/signup?professional=1)',
      '### Detalle',
    ].join('\n\n');
    expect(parsePageBody(body)).toEqual([
      { kind: 'heading', level: 2, text: 'Cómo medir', anchor: 'como-medir' },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Mide el ancho en tres alturas.' }] },
      {
        kind: 'list',
        items: [[{ kind: 'text', text: 'Arriba' }], [{ kind: 'text', text: 'Abajo' }]],
      },
      { kind: 'diagram', name: 'frontal' },
      { kind: 'cta', label: 'Crear cuenta profesional', href: '/signup?professional=1' },
      { kind: 'heading', level: 3, text: 'Detalle', anchor: 'detalle' },
    ]);
  });

  it('reads product showcases once each, and an unknown list as plain text', () => {
    const blocks = parsePageBody('[products:offers]\n\n[products:novelties]\n\n[products:offers]');
    expect(showcasesOf(blocks)).toEqual(['offers', 'novelties']);
    expect(parsePageBody('[products:everything]')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: '[products:everything]' }] },
    ]);
  });

  it('keeps links to shop paths and stressed words, and drops unsafe links to their text', () => {
    expect(parseInline('Ver [devoluciones](/cms/condiciones-de-venta) en **30 días**.')).toEqual([
      { kind: 'text', text: 'Ver ' },
      { kind: 'link', text: 'devoluciones', href: '/cms/condiciones-de-venta' },
      { kind: 'text', text: ' en ' },
      { kind: 'strong', text: '30 días' },
      { kind: 'text', text: '.' },
    ]);
    const unsafe = parseInline('[clic](javascript:alert(1)) y [otro](//evil.example)');
    expect(unsafe.filter((part) => part.kind === 'link')).toEqual([]);
    expect(unsafe.map((part) => part.text).join('')).toBe('clic) y otro');
  });

  it('gives a heading the id written after it, so links to it survive a new title', () => {
    expect(parsePageBody('## Déjanos un mensaje {#mensaje}\n\n### Horario {#horas}')).toEqual([
      { kind: 'heading', level: 2, text: 'Déjanos un mensaje', anchor: 'mensaje' },
      { kind: 'heading', level: 3, text: 'Horario', anchor: 'horas' },
    ]);
    // Only a lowercase id is one: anything else stays part of the title.
    expect(parsePageBody('## Precios {#Tarifas 2026}')).toEqual([
      {
        kind: 'heading',
        level: 2,
        text: 'Precios {#Tarifas 2026}',
        anchor: 'precios-tarifas-2026',
      },
    ]);
  });

  it('treats markup as text and lists the second-level headings', () => {
    const blocks = parsePageBody('<script>alert(1)</script>\n\n## Uno\n\n## Dos');
    expect(blocks[0]).toEqual({
      kind: 'paragraph',
      content: [{ kind: 'text', text: '<script>alert(1)</script>' }],
    });
    expect(headingsOf(blocks)).toEqual([
      { text: 'Uno', anchor: 'uno' },
      { text: 'Dos', anchor: 'dos' },
    ]);
  });
});
