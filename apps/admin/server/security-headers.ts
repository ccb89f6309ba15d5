import type { ServerResponse } from 'node:http';

/*
 * The staff app's answers carry the storefront's policy (apps/web security-headers.server.ts),
 * tighter where the staff app needs less: Vite writes no inline script, so scripts come from
 * this origin only (no nonce), and nothing is embedded, posted or fetched elsewhere.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  // React writes style attributes (column widths); they are not scripts.
  "style-src 'self' 'unsafe-inline'",
  // Configuration sketches and product photos may come from the edition's image CDN.
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Browser features no staff screen uses. */
const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', permissionsPolicy);
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
}
