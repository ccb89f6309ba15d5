import type { PostFaq } from '@shop/api/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PostFaqs } from './post-faqs.tsx';

/**
 * The section as the server renders it. A router stub gives the hooks a location: without the
 * root's data the language is the path's prefix (none: Spanish, `/fr/`: French).
 */
function render(faqs: readonly PostFaq[] | null, path = '/blog/un-post') {
  const Stub = createRoutesStub([
    { path: '*', Component: () => createElement(PostFaqs, { faqs }) },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [path] }));
}

describe('PostFaqs', () => {
  it('tells the reader the FAQs failed to load when the api could not read them', () => {
    const html = render(null);
    expect(html).toContain('Preguntas frecuentes');
    expect(html).toMatch(/<p role="alert"[^>]*>Error al obtener FAQs<\/p>/);
    expect(render(null, '/fr/blog/un-post')).toContain('Erreur lors du chargement des FAQ');
  });

  it('shows each question and its answer, and nothing for a post without FAQs', () => {
    const html = render([{ question: '¿Se puede cortar?', answer: 'No, se fabrica a medida.' }]);
    expect(html).toContain('¿Se puede cortar?');
    expect(html).toContain('No, se fabrica a medida.');
    expect(html).not.toContain('role="alert"');
    expect(render([])).toBe('');
  });
});
