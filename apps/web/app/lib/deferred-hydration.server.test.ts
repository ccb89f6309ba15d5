import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferHydrationScripts } from './deferred-hydration.server.ts';

const moduleCode = `;
import * as route0 from "/assets/root-1.js";
window.__reactRouterManifest = {"routes": {"root": {"module": "/assets/root-1.js"}}};
window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-1.js");`;

const page =
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/framework-1.js"/></head>' +
  '<body><main><h1>Mampara frontal ñ €</h1></main>' +
  '<script>window.__reactRouterContext = {"a":"</div>"};</script>' +
  `<script type="module" async="">${moduleCode}</script>` +
  '<div hidden id="S:0"><p>reseñas</p></div></body></html>';

async function rewritten(chunks: Buffer[], nonce?: string): Promise<string> {
  return text(Readable.from(chunks).pipe(deferHydrationScripts(nonce)));
}

/** The page cut into pieces of `size` bytes (cutting through tags and multi-byte letters). */
function piecesOf(html: string, size: number): Buffer[] {
  const bytes = Buffer.from(html);
  const pieces: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) {
    pieces.push(bytes.subarray(start, start + size));
  }
  return pieces;
}

type FakeElement = {
  type?: string;
  textContent?: string;
  rel?: string;
  href?: string;
  nonce?: string;
};

/** What the classic starter script adds to the page after the first paint, in order. */
function startedElements(html: string): FakeElement[] {
  const found = /<script(?: nonce="([^"]*)")?>(\(function\(\)\{var code=.*?)<\/script>/s.exec(html);
  const starter = found?.[2];
  if (!starter) throw new Error('no starter script');
  const added: FakeElement[] = [];
  const append = (element: FakeElement) => added.push(element);
  const document = {
    readyState: 'complete',
    currentScript: { nonce: found?.[1] ?? '' },
    createElement: (): FakeElement => ({}),
    head: { appendChild: append },
    body: { appendChild: append },
  };
  runInNewContext(starter, {
    document,
    requestAnimationFrame: (run: () => void) => run(),
    setTimeout: (run: () => void) => run(),
  });
  return added;
}

describe('deferHydrationScripts', () => {
  it('moves the module preloads and the module code to after the paint', async () => {
    const html = await rewritten([Buffer.from(page)]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"');
    // React still finds the module script it rendered, empty now.
    expect(html).toContain('<script type="module" async=""></script>');
    // After the paint: the preloads come back, then the module code runs.
    expect(startedElements(html)).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.client-1.js' },
      { rel: 'modulepreload', href: '/assets/framework-1.js' },
      { type: 'module', nonce: '', textContent: moduleCode },
    ]);
    expect(html).toContain('<h1>Mampara frontal ñ €</h1>');
    expect(html).toContain('<div hidden id="S:0"><p>reseñas</p></div></body></html>');
  });

  it("runs the module code under the answer's script nonce", async () => {
    const withNonce = page.replace('<script type="module"', '<script nonce="n0nce" type="module"');
    const html = await rewritten(piecesOf(withNonce, 7), 'n0nce');
    expect(html).toContain('<script nonce="n0nce" type="module" async=""></script>');
    expect(startedElements(html).at(-1)).toEqual({
      type: 'module',
      nonce: 'n0nce',
      textContent: moduleCode,
    });
  });

  it('gives the same page however the stream is cut', async () => {
    const whole = await rewritten([Buffer.from(page)]);
    for (const size of [1, 2, 3, 5, 7, 13, 64]) {
      expect(await rewritten(piecesOf(page, size))).toBe(whole);
    }
  });

  it('leaves a page without scripts as it is', async () => {
    const plain = '<html><body><p>a &lt; b</p><p>Ups</p></body></html>';
    expect(await rewritten(piecesOf(plain, 4))).toBe(plain);
  });
});
