import { translate } from '@shop/i18n';
import { data } from 'react-router';
import { resolveStorefront } from './storefront.server.ts';

/**
 * The one way the web's actions read a request body. A body that cannot be read (broken
 * multipart or urlencoded form, invalid JSON, an unknown type) answers 400, one over
 * `maxBodyBytes` answers 413, both with a message in the visitor's language ({detail}), and
 * the error page says so for a document post; never a 500.
 */

/** No form of the shop comes near: the longest, a question or an address, is a few KB. */
export const maxBodyBytes = 256 * 1024;

async function refused(request: Request, status: 400 | 413): Promise<never> {
  const { locale } = await resolveStorefront(request);
  const key = status === 413 ? 'errorPage.tooLarge.text' : 'errorPage.badRequest.text';
  throw data({ detail: translate(locale, key) }, { status });
}

/** The body's bytes, refused past the limit (a Content-Length may lie or be missing). */
async function bodyBytes(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    const reader = request.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      size += read.value.byteLength;
      // Past the limit the rest is read and dropped: a connection closed on a client still
      // sending is a reset it cannot tell from a network failure, and it never sees the 413.
      if (size <= maxBodyBytes) chunks.push(read.value);
    }
  } catch {
    return refused(request, 400);
  }
  if (size > maxBodyBytes) return refused(request, 413);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The posted form (urlencoded or multipart). */
export async function formBody(request: Request): Promise<FormData> {
  const bytes = await bodyBytes(request);
  const headers = { 'content-type': request.headers.get('content-type') ?? '' };
  try {
    return await new Response(bytes, { headers }).formData();
  } catch {
    return refused(request, 400);
  }
}

/** The posted JSON document. */
export async function jsonBody(request: Request): Promise<unknown> {
  const bytes = await bodyBytes(request);
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown;
  } catch {
    return refused(request, 400);
  }
}
