/**
 * Whether the browser reached the shop over https. Behind a TLS-terminating proxy the request
 * URL is http; the proxy's X-Forwarded-Proto tells. Cookies are marked Secure from this.
 */
export function isHttpsRequest(request: Request): boolean {
  return (
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  );
}
