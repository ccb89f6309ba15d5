import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { searchGazetteer } from './gazetteer-search.ts';

/** The body of Text Search (New) that the sandbox understands. */
const SearchTextRequest = z.object({
  textQuery: z.string().min(1),
  languageCode: z.string().optional(),
  regionCode: z.string().optional(),
  includedType: z.string().optional(),
  pageSize: z.number().int().min(1).max(20).optional(),
});

/** Google's error shape, so the adapter meets the same answers as in production. */
function sendError(response: ServerResponse, code: number, status: string, message: string) {
  sendJson(response, code, { error: { code, message, status } });
}

function sendJson(response: ServerResponse, code: number, body: unknown) {
  response.writeHead(code, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Keeps the requested fields of each place ('places.id,places.displayName' or '*'). */
function masked(place: Record<string, unknown>, fieldMask: string) {
  const fields = fieldMask.split(',').map((field) => field.trim());
  if (fields.includes('*') || fields.includes('places')) return place;
  const wanted = new Set(fields.map((field) => field.replace(/^places\./, '').split('.')[0]));
  return Object.fromEntries(Object.entries(place).filter(([key]) => wanted.has(key)));
}

async function answer(request: IncomingMessage, response: ServerResponse) {
  if (request.method !== 'POST' || request.url !== '/v1/places:searchText')
    return sendError(response, 404, 'NOT_FOUND', 'Method not found.');
  if (!request.headers['x-goog-api-key'])
    return sendError(response, 403, 'PERMISSION_DENIED', 'The request is missing a valid API key.');
  const fieldMask = request.headers['x-goog-fieldmask'];
  if (typeof fieldMask !== 'string' || fieldMask === '')
    return sendError(response, 400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');
  const body = SearchTextRequest.safeParse(await readBody(request));
  if (!body.success)
    return sendError(response, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
  const places = searchGazetteer(body.data.textQuery, body.data.pageSize ?? 20);
  // Like Google, an empty result is an empty object.
  sendJson(
    response,
    200,
    places.length === 0 ? {} : { places: places.map((place) => masked(place, fieldMask)) },
  );
}

/**
 * A local stand-in for Google Places Text Search (New): same path, headers and JSON, over the
 * gazetteer of Spanish municipalities. Listens on loopback only; port 0 takes any free port.
 */
export async function startPlacesSandbox({ port = 0, host = '127.0.0.1' } = {}) {
  const server = createServer((request, response) => {
    answer(request, response).catch(() =>
      sendError(response, 500, 'INTERNAL', 'Internal error encountered.'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
