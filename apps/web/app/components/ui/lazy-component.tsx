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
