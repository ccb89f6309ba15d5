import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeXml, elementsOf, textOf, textsOf, xmlDocument } from './s3-xml.ts';
import {
  parseAuthorization,
  sha256Hex,
  signatureOf,
  type SigningCredentials,
} from './signature-v4.ts';

/** S3 refuses a request signed further than this from its own clock. */
const allowedSkewMs = 15 * 60 * 1000;
const s3Namespace = 'http://s3.amazonaws.com/doc/2006-03-01/';

/** How the sandbox fails the requests a test asks it to fail (failNext). */
type SandboxFailure = 'slow-down' | 'connection-reset';

interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

class S3Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function sendXml(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(xmlDocument(body));
}

function sendRefusal(response: ServerResponse, refusal: S3Refusal, resource: string) {
  sendXml(
    response,
    refusal.status,
    `<Error><Code>${refusal.code}</Code><Message>${escapeXml(refusal.message)}</Message>` +
      `<Resource>${escapeXml(resource)}</Resource><RequestId>${randomBytes(8).toString('hex').toUpperCase()}</RequestId></Error>`,
  );
}

async function bodyOf(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** '20130524T000000Z' as an instant, or NaN. */
const instantOf = (date: string) =>
  Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

/**
 * Checks a request's Signature Version 4 as S3 does, with the sandbox's own key: the same
 * refusals (codes and statuses) for a missing, malformed, unknown, stale or wrong signature.
 */
function verifySignature(
  request: IncomingMessage,
  body: Buffer,
  credentials: SigningCredentials,
  path: string,
  query: string,
) {
  const header = request.headers.authorization;
  if (header === undefined) throw new S3Refusal(403, 'AccessDenied', 'Access Denied');
  const authorization = parseAuthorization(header);
  if (authorization === undefined)
    throw new S3Refusal(
      400,
      'AuthorizationHeaderMalformed',
      'The authorization header is malformed.',
    );
  if (authorization.accessKeyId !== credentials.accessKeyId)
    throw new S3Refusal(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  if (authorization.region !== credentials.region)
    throw new S3Refusal(
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the region '${authorization.region}' is wrong; expecting '${credentials.region}'`,
    );
  const date = request.headers['x-amz-date'];
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (typeof date !== 'string' || typeof payloadHash !== 'string')
    throw new S3Refusal(
      400,
      'InvalidRequest',
      'Missing required header for this request: x-amz-date or x-amz-content-sha256',
    );
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256'])
    if (!authorization.signedHeaders.includes(required))
      throw new S3Refusal(403, 'AccessDenied', `${required} must be a signed header.`);
  const instant = instantOf(date);
  if (Number.isNaN(instant) || Math.abs(Date.now() - instant) > allowedSkewMs)
    throw new S3Refusal(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  if (payloadHash !== sha256Hex(body))
    throw new S3Refusal(
      400,
      'XAmzContentSHA256Mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    );
  const headers = Object.fromEntries(
    authorization.signedHeaders.map((name) => {
      const value = request.headers[name];
      return [name, Array.isArray(value) ? value.join(',') : (value ?? '')];
    }),
  );
  const expected = signatureOf(
    { method: request.method ?? 'GET', path, query, headers, payloadHash },
    date,
    credentials,
  );
  if (authorization.day !== date.slice(0, 8) || !sameText(expected, authorization.signature))
    throw new S3Refusal(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
}

/**
 * A local stand-in for an S3-compatible service, path-style (/<bucket>/<key>), one bucket in
 * memory, answering the operations the S3 file store uses (GetObject, PutObject,
 * ListObjectsV2, DeleteObjects, DeleteObject) with S3's XML and error codes, after checking
 * each request's Signature Version 4 with its own credentials. Listens on loopback only; port
 * 0 takes any free port. `listPageSize` makes pages smaller than S3's 1000 keys, so paging is
 * tested without thousands of objects.
 */
export async function startS3Sandbox({
  port = 0,
  bucket = 'shop-media',
  region = 'eu-south-2',
  accessKeyId = `SANDBOX${randomBytes(6).toString('hex').toUpperCase()}`,
  secretAccessKey = randomBytes(30).toString('base64'),
  listPageSize = 1000,
}: {
  port?: number;
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  listPageSize?: number;
} = {}) {
  const host = '127.0.0.1';
  const objects = new Map<string, StoredObject>();
  const credentials = { region, accessKeyId, secretAccessKey };
  let requests = 0;
  const failing: { left: number; how: SandboxFailure } = { left: 0, how: 'slow-down' };

  function listObjects(response: ServerResponse, parameters: URLSearchParams) {
    if (parameters.get('list-type') !== '2')
      throw new S3Refusal(400, 'InvalidArgument', 'Only ListObjectsV2 (list-type=2) is served.');
    const prefix = parameters.get('prefix') ?? '';
    const maxKeys = Math.min(Number(parameters.get('max-keys') ?? 1000), listPageSize);
    const token = parameters.get('continuation-token');
    const after = token === null ? '' : Buffer.from(token, 'base64url').toString('utf8');
    const matching = [...objects.keys()]
      .filter((key) => key.startsWith(prefix) && key > after)
      .sort();
    const page = matching.slice(0, maxKeys);
    const truncated = matching.length > page.length;
    const last = page.at(-1);
    const next =
      truncated && last !== undefined
        ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>`
        : '';
    const contents = page
      .map((key) => {
        const stored = objects.get(key);
        return `<Contents><Key>${escapeXml(key)}</Key><Size>${stored?.bytes.length ?? 0}</Size></Contents>`;
      })
      .join('');
    sendXml(
      response,
      200,
      `<ListBucketResult xmlns="${s3Namespace}"><Name>${escapeXml(bucket)}</Name>` +
        `<Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>` +
        `<MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  }

  function deleteObjects(request: IncomingMessage, response: ServerResponse, body: Buffer) {
    const digest = request.headers['content-md5'];
    if (typeof digest !== 'string')
      throw new S3Refusal(
        400,
        'InvalidRequest',
        'Missing required header for this request: Content-MD5',
      );
    if (digest !== createHash('md5').update(body).digest('base64'))
      throw new S3Refusal(
        400,
        'BadDigest',
        'The Content-MD5 you specified did not match what we received.',
      );
    const xml = body.toString('utf8');
    const keys = elementsOf(xml, 'Object').flatMap((entry) => textsOf(entry, 'Key'));
    if (keys.length === 0 || keys.length > 1000)
      throw new S3Refusal(
        400,
        'MalformedXML',
        'The XML you provided was not well-formed or did not validate against our published schema.',
      );
    for (const key of keys) objects.delete(key);
    const deleted =
      textOf(xml, 'Quiet') === 'true'
        ? ''
        : keys.map((key) => `<Deleted><Key>${escapeXml(key)}</Key></Deleted>`).join('');
    sendXml(response, 200, `<DeleteResult xmlns="${s3Namespace}">${deleted}</DeleteResult>`);
  }

  function objectOperation(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
    body: Buffer,
  ) {
    if (request.method === 'PUT') {
      objects.set(key, {
        bytes: Buffer.from(body),
        contentType: request.headers['content-type'] ?? 'binary/octet-stream',
      });
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return response.end();
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    if (request.method !== 'GET')
      throw new S3Refusal(
        405,
        'MethodNotAllowed',
        'The specified method is not allowed against this resource.',
      );
    const stored = objects.get(key);
    if (stored === undefined)
      throw new S3Refusal(404, 'NoSuchKey', 'The specified key does not exist.');
    response.writeHead(200, {
      'content-type': stored.contentType,
      'content-length': String(stored.bytes.length),
    });
    response.end(stored.bytes);
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const raw = request.url ?? '/';
    const mark = raw.indexOf('?');
    const path = mark < 0 ? raw : raw.slice(0, mark);
    const query = mark < 0 ? '' : raw.slice(mark + 1);
    const body = await bodyOf(request);
    requests += 1;
    if (failing.left > 0) {
      failing.left -= 1;
      if (failing.how === 'connection-reset') return void request.socket.destroy();
      return sendRefusal(
        response,
        new S3Refusal(503, 'SlowDown', 'Please reduce your request rate.'),
        path,
      );
    }
    try {
      verifySignature(request, body, credentials, path, query);
      const [, bucketName = '', ...keySegments] = path.split('/').map(decodeURIComponent);
      if (bucketName !== bucket)
        throw new S3Refusal(404, 'NoSuchBucket', 'The specified bucket does not exist');
      const key = keySegments.join('/');
      if (key !== '') return objectOperation(request, response, key, body);
      const parameters = new URLSearchParams(query);
      if (request.method === 'GET') return listObjects(response, parameters);
      if (request.method === 'POST' && parameters.has('delete'))
        return deleteObjects(request, response, body);
      throw new S3Refusal(
        405,
        'MethodNotAllowed',
        'The specified method is not allowed against this resource.',
      );
    } catch (error) {
      if (!(error instanceof S3Refusal)) throw error;
      sendRefusal(response, error, path);
    }
  }

  const server = createServer((request, response) => {
    answer(request, response).catch(() => {
      if (response.headersSent) return response.destroy();
      sendRefusal(
        response,
        new S3Refusal(500, 'InternalError', 'We encountered an internal error.'),
        '',
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** What an S3 client needs to use this sandbox. */
    settings: { endpoint: url, bucket, ...credentials },
    /** The same as the api's S3_* variables. */
    env: {
      S3_ENDPOINT: url,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    /** Every key held, in order: what a test checks after the store's work. */
    keys: () => [...objects.keys()].sort(),
    /** How many requests reached the sandbox, refused ones included. */
    requests: () => requests,
    /**
     * Tests only: the next `count` requests fail as a busy or failing S3 makes them fail, with
     * a 503 SlowDown or a connection closed before any answer; nothing they ask is done.
     */
    failNext: (count: number, how: SandboxFailure = 'slow-down') => {
      failing.left = count;
      failing.how = how;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type RunningS3Sandbox = Awaited<ReturnType<typeof startS3Sandbox>>;
