import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/media';

/** Headers of the api's image answer that the browser needs for caching. */
const passedOn = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'vary',
  'accept-ranges',
  'content-range',
];
const documentsPrefix = 'documents/';
const videosPrefix = 'videos/';

/**
 * /media/<public_id>?w=&h=&f= streams the api's image bytes, /media/documents/<language>/<ref>/
 * <type>.pdf a product document and /media/videos/<name>.webm a product video (with the
 * browser's Range header passed on, for seeking), so the browser only ever talks to the web (same origin) while
 * the api renders, resizes and caches.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const publicId = params['*'];
  if (!publicId) return new Response(null, { status: 404 });
  const { api } = await resolveStorefront(request);
  const search = new URL(request.url).searchParams;
  // The api answers the format the URL names (a <picture> source), else WebP or PNG/JPEG
  // depending on what the browser accepts.
  const upstream = publicId.startsWith(documentsPrefix)
    ? await api.productDocument(publicId.slice(documentsPrefix.length))
    : publicId.startsWith(videosPrefix)
      ? await api.video(publicId, request.headers.get('range'))
      : await api.image(
          publicId,
          {
            w: search.get('w') ?? undefined,
            h: search.get('h') ?? undefined,
            f: search.get('f') ?? undefined,
          },
          { accept: request.headers.get('accept') ?? 'image/png' },
        );
  const headers = new Headers();
  for (const name of passedOn) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
