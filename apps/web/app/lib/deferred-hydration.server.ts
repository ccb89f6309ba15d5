import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

/*
 * The page's scripts are fetched once it has been painted, not while it is being painted.
 *
 * React Router puts ~15 `modulepreload` links in <head> and an inline module script that
 * imports the page's modules: on a phone's connection (Lighthouse's mobile profile: 1.6 Mbit/s)
 * the ~150 KB of JavaScript they ask for shares the line with the stylesheet and the product
 * photo, and the first paint waits for its share (first contentful paint measured at 2.7-3 s,
 * where the document and the stylesheet alone need about one second). Every page is complete
 * as HTML and its forms and links work before React runs (ARCHITECTURE), so nothing the
 * visitor sees waits on those scripts: they are better fetched right after the first paint.
 *
 * The rewrite is done on the server's HTML stream: the preload links are taken out of <head>,
 * and the module script is left in place (React hydrates it) but empty; a small classic script
 * after it adds the preloads back and runs the module code once the first frame is painted. Scripts inserted before the
 * load event still delay it, so `load` keeps meaning "the page is ready, scripts included".
 */

const preloadLink = /<link rel="modulepreload" href="([^"]*)"[^>]*>/g;
/** The attribute React Router writes first on its scripts when the answer has a CSP nonce. */
const nonceAttribute = (nonce: string | undefined) => (nonce ? ` nonce="${nonce}"` : '');
const scriptClose = '</script>';

/**
 * Runs `code` as a module after the page has been painted (a frame, then a task: a frame's
 * callbacks run right before its paint, and not at all while the stylesheet blocks rendering),
 * preloading its modules first so they are fetched side by side rather than one import after
 * another.
 */
function starter(code: string, preloads: readonly string[], nonce: string | undefined): string {
  // JSON is JavaScript; `<` is escaped so nothing in it can end this script.
  const literal = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  // The module script it adds is inline too: it takes this script's nonce.
  return `<script${nonceAttribute(nonce)}>(function(){var code=${literal(code)},preloads=${literal(preloads)},nonce=document.currentScript.nonce;function start(){preloads.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)});var module=document.createElement('script');module.type='module';module.nonce=nonce;module.textContent=code;document.body.appendChild(module)}function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})()</script>`;
}

/**
 * The HTML stream with the page's scripts deferred until after its first paint. A tag cut in
 * two by a chunk boundary is held back until its end arrives, so a rewrite never misses one.
 */
export function deferHydrationScripts(nonce: string | undefined): Transform {
  const moduleScriptOpen = `<script${nonceAttribute(nonce)} type="module" async="">`;
  const decoder = new StringDecoder('utf8');
  let held = '';
  /** The module script's code while it is being read; null outside it. */
  let moduleCode: string | null = null;
  const preloads: string[] = [];
  const withoutPreloads = (html: string) =>
    html.replace(preloadLink, (_link, href: string) => {
      preloads.push(href);
      return '';
    });

  function rewrite(text: string, ending: boolean): string {
    let out = '';
    let rest = text;
    for (;;) {
      if (moduleCode !== null) {
        const close = rest.indexOf(scriptClose);
        if (close === -1) {
          // The closing tag may be cut by the chunk boundary: its possible start waits.
          const split = ending ? rest.length : Math.max(0, rest.length - scriptClose.length + 1);
          moduleCode += rest.slice(0, split);
          held = rest.slice(split);
          return out;
        }
        out += `${moduleScriptOpen}${scriptClose}${starter(moduleCode + rest.slice(0, close), preloads, nonce)}`;
        moduleCode = null;
        rest = rest.slice(close + scriptClose.length);
        continue;
      }
      const open = rest.indexOf(moduleScriptOpen);
      if (open !== -1) {
        out += withoutPreloads(rest.slice(0, open));
        moduleCode = '';
        rest = rest.slice(open + moduleScriptOpen.length);
        continue;
      }
      const lastTag = rest.lastIndexOf('<');
      const cut =
        !ending && lastTag !== -1 && rest.indexOf('>', lastTag) === -1 ? lastTag : rest.length;
      held = rest.slice(cut);
      return out + withoutPreloads(rest.slice(0, cut));
    }
  }

  const emit = (text: string) => (text === '' ? undefined : Buffer.from(text));
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      held = '';
      callback(null, emit(rewrite(text, false)));
    },
    flush(callback) {
      const text = held + decoder.end();
      held = '';
      const out = rewrite(text, true);
      // A module script the stream never closed is passed on as it came.
      callback(null, emit(moduleCode === null ? out : `${out}${moduleScriptOpen}${moduleCode}`));
    },
  });
}
