/** Liveness of the web process alone; it does not call the api, so a slow api cannot fail it. */
export function loader() {
  return new Response('ok', {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
