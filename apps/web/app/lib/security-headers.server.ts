import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/*
 * The security headers of every answer of the web (server.ts), documented in apps/web/README.md.
 *
 * Scripts run only from our origin or with this answer's nonce: React Router's inline scripts
 * (hydration data, route modules, scroll restoration) carry it through entry.server.tsx, and a
 * kept guest page has its nonce replaced on every answer (page-cache.server.ts).
 */

type Answer = ServerResponse & { locals: { cspNonce?: string } };

/** A fresh nonce for this answer: 128 random bits, base64url (valid in CSP and in HTML). */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** The nonce server.ts chose for this answer (res.locals.cspNonce). */
export function cspNonceOf(res: ServerResponse): string {
  const nonce = (res as Answer).locals.cspNonce;
  if (!nonce) throw new Error('the security headers middleware has not run');
  return nonce;
}

/**
 * Whether the browser reached the shop over https: this socket is TLS, or a front proxy
 * (FRONT_PROXIES) says so. A browser talking to the web directly cannot claim it.
 */
export function reachedOverHttps(req: IncomingMessage, frontProxies: ReadonlySet<string>): boolean {
  if ('encrypted' in req.socket && req.socket.encrypted) return true;
  const peer = req.socket.remoteAddress;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return peer !== undefined && frontProxies.has(peer) && proto === 'https';
}

/** Browser features no page of the shop uses: no page, and no frame in one, may ask for them. */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];
const permissionsPolicy = deniedFeatures.map((feature) => `${feature}=()`).join(', ');

/** The Google tag, loaded only after consent (features/widgets/tracking-tags.ts). */
const googleTag = 'https://www.googletagmanager.com';
const googleAnalytics = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * Helmet with the shop's policy. `https` tells, per answer, whether the browser came over https:
 * HSTS and upgrade-insecure-requests are sent only then (a plain-http demo on localhost would
 * otherwise be told to leave http for good).
 */
export function securityHeaders(https: (req: IncomingMessage) => boolean) {
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'script-src': [
          "'self'",
          (_req, res) => `'nonce-${cspNonceOf(res as ServerResponse)}'`,
          googleTag,
        ],
        'script-src-attr': ["'none'"],
        // React writes style attributes (widths, gallery offsets): not scripts, kept allowed.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Product photos may come from the edition's image CDN (store.image_cdn_url).
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...googleAnalytics],
        // Product videos are embedded players (video.iframe_url) or files on a CDN.
        'frame-src': ["'self'", 'https:'],
        'media-src': ["'self'", 'https:'],
        // The checkout posts to our action, which redirects to the payment provider's page;
        // browsers check that redirect against form-action too. Providers (and their
        // sandboxes, on plain http in a demo) are configured in the api, so any origin on the
        // shop's own scheme may receive it.
        'form-action': [
          "'self'",
          (req) => (https(req as IncomingMessage) ? 'https:' : 'https: http:'),
        ],
        'frame-ancestors': ["'none'"],
      },
    },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return (req: IncomingMessage, res: Answer, next: (error?: unknown) => void) => {
    res.locals.cspNonce = newCspNonce();
    res.setHeader('Permissions-Policy', permissionsPolicy);
    if (https(req)) {
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    policy(req, res, (error?: unknown) => {
      if (error) {
        next(error);
        return;
      }
      if (https(req)) {
        const csp = res.getHeader('Content-Security-Policy');
        res.setHeader('Content-Security-Policy', `${String(csp)}; upgrade-insecure-requests`);
      }
      next();
    });
  };
}
