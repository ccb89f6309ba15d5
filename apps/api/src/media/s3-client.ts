import { createHash } from 'node:crypto';
import {
  amzDate,
  authorizationHeader,
  encodeKeyPath,
  sha256Hex,
  uriEncode,
  type SigningCredentials,
} from './signature-v4.ts';
import { elementsOf, escapeXml, textOf, textsOf, xmlDocument } from './s3-xml.ts';

/** Where the objects are: S3 itself or any service speaking its API (MinIO, Ceph, R2...). */
export interface S3Settings extends SigningCredentials {
  /** The service's base URL, e.g. https://s3.eu-west-3.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
}

/** A refusal or failure of the S3 service, naming the operation, the key and S3's own code. */
export class S3Error extends Error {
  override name = 'S3Error';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

/** S3 takes at most this many keys in one DeleteObjects, and lists at most this many at once. */
export const s3PageSize = 1000;

/** Codes that mean the credentials are wrong, not the request. */
const credentialCodes = new Set(['SignatureDoesNotMatch', 'InvalidAccessKeyId']);

/**
 * The AWS SDKs' standard retry mode: three attempts in all, each retry after a random wait of
 * up to 100 ms doubled per attempt ("full jitter", so clients refused together do not come back
 * together), for the answers that say the service was busy or failing, not that the request
 * was wrong. Every request this client sends is idempotent (a whole object written, read or
 * listed, keys deleted), so sending one again never does anything twice.
 */
const maxAttempts = 3;
const baseRetryDelayMs = 100;
const retriedStatuses = new Set([429, 500, 502, 503, 504]);
const retriedCodes = new Set([
  'SlowDown',
  'Throttling',
  'ThrottlingException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestTimeout',
  'InternalError',
]);

const retryDelayMs = (attempt: number) => Math.random() * baseRetryDelayMs * 2 ** (attempt - 1);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface S3Request {
  operation: string;
  method: 'GET' | 'PUT' | 'POST';
  /** The object's key; none for an operation on the bucket. */
  key?: string;
  query?: Record<string, string>;
  body?: Uint8Array;
  headers?: Record<string, string>;
}

export interface ObjectPage {
  keys: string[];
  /** Present when more keys follow: ListObjectsV2's NextContinuationToken. */
  continuationToken?: string;
}

/**
 * A small S3 adapter over fetch: the four operations the file store needs, signed with
 * Signature Version 4 and addressed path-style (endpoint/bucket/key), which every
 * S3-compatible service accepts, unlike bucket host names.
 */
export class S3Client {
  private readonly base: URL;

  constructor(
    private readonly settings: S3Settings,
    private readonly timeoutMs = 30_000,
  ) {
    this.base = new URL(settings.endpoint);
  }

  /** GetObject: the object's bytes, or undefined when there is no such key. */
  async getObject(key: string): Promise<Buffer | undefined> {
    const response = await this.send(
      { operation: 'GetObject', method: 'GET', key },
      (status, code) => status === 404 && code === 'NoSuchKey',
    );
    return response === undefined ? undefined : Buffer.from(await response.arrayBuffer());
  }

  /** PutObject: S3 shows readers the old object or the new one whole, never a part. */
  async putObject(key: string, bytes: Uint8Array): Promise<void> {
    const response = await this.send({
      operation: 'PutObject',
      method: 'PUT',
      key,
      body: bytes,
      headers: { 'content-type': 'application/octet-stream' },
    });
    // Read to its end, so fetch hands the connection back for the next request.
    await response.arrayBuffer();
  }

  /** ListObjectsV2: one page of the keys starting with `prefix`, in key order. */
  async listObjects(prefix: string, continuationToken?: string): Promise<ObjectPage> {
    const query: Record<string, string> = {
      'list-type': '2',
      prefix,
      'max-keys': String(s3PageSize),
    };
    if (continuationToken !== undefined) query['continuation-token'] = continuationToken;
    const response = await this.send({ operation: 'ListObjectsV2', method: 'GET', query });
    const xml = await response.text();
    const keys = elementsOf(xml, 'Contents').flatMap((entry) => textsOf(entry, 'Key'));
    const next =
      textOf(xml, 'IsTruncated') === 'true' ? textOf(xml, 'NextContinuationToken') : undefined;
    return next === undefined ? { keys } : { keys, continuationToken: next };
  }

  /** DeleteObjects: removes up to s3PageSize keys; a key already gone is not an error. */
  async deleteObjects(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    if (keys.length > s3PageSize) throw new Error(`at most ${s3PageSize} keys per DeleteObjects`);
    const objects = keys.map((key) => `<Object><Key>${escapeXml(key)}</Key></Object>`).join('');
    const body = Buffer.from(
      xmlDocument(
        `<Delete xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Quiet>true</Quiet>${objects}</Delete>`,
      ),
    );
    const response = await this.send({
      operation: 'DeleteObjects',
      method: 'POST',
      query: { delete: '' },
      body,
      // S3 refuses a DeleteObjects without a digest of its body.
      headers: {
        'content-type': 'application/xml',
        'content-md5': createHash('md5').update(body).digest('base64'),
      },
    });
    // A 200 may still list keys it could not delete: quiet mode lists only those.
    const [failure] = elementsOf(await response.text(), 'Error');
    if (failure !== undefined) {
      const code = textOf(failure, 'Code') ?? 'UnknownError';
      throw new S3Error(
        `S3 DeleteObjects of "${textOf(failure, 'Key') ?? ''}" failed: ${code}: ${textOf(failure, 'Message') ?? ''}`,
        200,
        code,
      );
    }
  }

  /**
   * Sends one signed request, again after a failure that may pass (see maxAttempts); an answer
   * other than 2xx is an S3Error, except the ones `expected` accepts, which come back as
   * undefined.
   */
  private async send(request: S3Request): Promise<Response>;
  private async send(
    request: S3Request,
    expected: (status: number, code: string) => boolean,
  ): Promise<Response | undefined>;
  private async send(
    request: S3Request,
    expected?: (status: number, code: string) => boolean,
  ): Promise<Response | undefined> {
    const { operation, key } = request;
    const target = key === undefined ? '' : ` of "${key}"`;
    for (let attempt = 1; ; attempt += 1) {
      const tries = attempt === 1 ? '' : ` (after ${attempt} attempts)`;
      const retry = attempt < maxAttempts;
      let response: Response;
      try {
        response = await this.attempt(request);
      } catch (error) {
        if (retry) {
          await pause(retryDelayMs(attempt));
          continue;
        }
        throw new Error(`S3 ${operation}${target}: no answer from ${this.base.origin}${tries}`, {
          cause: error,
        });
      }
      if (response.ok) return response;
      const xml = await response.text();
      const code = textOf(xml, 'Code') ?? `HTTP${response.status}`;
      if (expected?.(response.status, code)) return undefined;
      if (retry && (retriedStatuses.has(response.status) || retriedCodes.has(code))) {
        await pause(retryDelayMs(attempt));
        continue;
      }
      const hint = credentialCodes.has(code)
        ? ' (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
        : '';
      throw new S3Error(
        `S3 ${operation}${target} in bucket ${this.settings.bucket} failed${tries}: ${response.status} ${code}: ${textOf(xml, 'Message') ?? ''}${hint}`,
        response.status,
        code,
      );
    }
  }

  /** One attempt, signed afresh: S3 refuses a signature dated too far from its clock. */
  private attempt({ method, key, query = {}, body, headers: given }: S3Request) {
    const url = this.urlOf(key, query);
    const payload = body ?? new Uint8Array();
    const payloadHash = sha256Hex(payload);
    const headers: Record<string, string> = {
      ...given,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate(new Date()),
    };
    // fetch sets Host from the URL itself: the value signed here, never sent by hand.
    const parts = {
      method,
      path: url.pathname,
      query: url.search.slice(1),
      headers: { ...headers, host: url.host },
      payloadHash,
    };
    return fetch(url, {
      method,
      headers: { ...headers, authorization: authorizationHeader(parts, this.settings) },
      ...(body === undefined ? {} : { body: payload }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  /** Path-style: <endpoint>/<bucket>/<key>, every segment percent-encoded once. */
  private urlOf(key: string | undefined, query: Record<string, string>) {
    const basePath = this.base.pathname.replace(/\/+$/, '');
    const path = `${basePath}/${uriEncode(this.settings.bucket)}${key === undefined ? '' : `/${encodeKeyPath(key)}`}`;
    const search = Object.entries(query)
      .map(([name, value]) =>
        value === '' ? uriEncode(name) : `${uriEncode(name)}=${uriEncode(value)}`,
      )
      .join('&');
    return new URL(`${this.base.origin}${path}${search === '' ? '' : `?${search}`}`);
  }
}
