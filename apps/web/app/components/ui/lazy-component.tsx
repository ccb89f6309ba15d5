import { lazy, type ComponentType } from 'react';

/**
 * A component the server renders in place and the browser fetches only when it first renders
 * (a dialog, a panel opened on demand); the caller puts it under a <Suspense>. The server loads
 * the module as the web starts, so no render waits for it; in the browser the boundary keeps
 * the server's HTML, or shows its fallback, until the chunk has arrived.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  const Pending = lazy(loadOnce);
  // A failure here is left to the first render, which retries and reports it.
  if (import.meta.env.SSR) loadOnce().catch(() => undefined);
  return function LazyComponent(props: Props) {
    const Component = loaded ?? Pending;
    return <Component {...props} />;
  };
}

// Any of these, anywhere on the page, means the visitor is using it.
const firstInputs = ['pointerdown', 'keydown', 'wheel', 'scroll'] as const;

/**
 * Resolves once the element with this id comes within a screen of the viewport or the visitor
 * first clicks, touches, types or scrolls, whichever comes first; at once when the page has no
 * such element (a client navigation renders the component fresh).
 */
function whenUsed(anchorId: string): Promise<void> {
  const anchor = document.getElementById(anchorId);
  if (!anchor) return Promise.resolve();
  return new Promise((resolve) => {
    const used = () => {
      observer.disconnect();
      for (const type of firstInputs) removeEventListener(type, used, { capture: true });
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) used();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(anchor);
    for (const type of firstInputs) addEventListener(type, used, { capture: true, passive: true });
  });
}

/**
 * A section below the first screen that the server renders in place and the browser hydrates
 * only once it is used (`whenUsed`): until then its HTML stays as the server sent it, under the
 * caller's <Suspense>, and its code is not fetched. Router updates meanwhile wait for the chunk
 * (React finishes hydrating a section before changing it), which the visitor's first input has
 * already asked for. `anchorId` is an id inside the section's server HTML.
 */
export function lazyWhenUsed<Props extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazyComponent(import.meta.env.SSR ? load : () => whenUsed(anchorId).then(load));
}

// Never settles: the boundary waiting on it keeps the server's HTML as it was sent.
const ServerHtml = lazy(() => new Promise<never>(() => undefined));

/**
 * Markup whose code the browser never runs: what a component shows before React does and
 * replaces as soon as the page has hydrated (a plain form that becomes a button). The server
 * renders it; the browser keeps its HTML under the caller's suspended <Suspense> until the
 * replacement removes it, and never fetches `load`'s chunk.
 */
export function serverMarkup<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  if (import.meta.env.SSR) return lazyComponent(load);
  return function KeptServerHtml() {
    return <ServerHtml />;
  };
}
