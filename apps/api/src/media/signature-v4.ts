import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 (header authentication), as documented by AWS: a canonical
 * form of the request, hashed into a string to sign under a credential scope, signed with a key
 * derived from the secret, the day, the region and the service. The S3 adapter signs with it and
 * the S3 sandbox checks with it, so both build the canonical request the same way; the AWS
 * example in signature-v4.test.ts pins it to what S3 itself computes.
 */

export const signatureAlgorithm = 'AWS4-HMAC-SHA256';
const service = 's3';
const scopeTerminator = 'aws4_request';

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface CanonicalParts {
  method: string;
  /** The path as sent: each segment already percent-encoded (encodeKeyPath). */
  path: string;
  /** The query as sent, without '?' ('' for none). */
  query: string;
  /** Lower-case header name to value, for exactly the headers signed. */
  headers: Record<string, string>;
  /** The x-amz-content-sha256 value: hex SHA-256 of the body. */
  payloadHash: string;
}

export const sha256Hex = (bytes: Uint8Array | string) =>
  createHash('sha256').update(bytes).digest('hex');

const hmac = (key: Uint8Array | string, text: string) =>
  createHmac('sha256', key).update(text, 'utf8').digest();

/** RFC 3986 encoding: everything but A-Z a-z 0-9 - _ . ~ (encodeURIComponent spares !'()*). */
export const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** S3 encodes each segment of the object key once and keeps its slashes. */
export const encodeKeyPath = (path: string) => path.split('/').map(uriEncode).join('/');

/** Decodes what was sent and encodes it again, so equivalent spellings sign alike. */
function canonicalPath(path: string) {
  return encodeKeyPath(path.split('/').map(decodeURIComponent).join('/'));
}

function canonicalQuery(query: string) {
  if (query === '') return '';
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      const value = equals < 0 ? '' : pair.slice(equals + 1);
      return [uriEncode(decodeURIComponent(name)), uriEncode(decodeURIComponent(value))] as const;
    })
    .sort(([a, aValue], [b, bValue]) => (a === b ? (aValue < bValue ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** Header values trimmed with inner runs of spaces made one, as the algorithm asks. */
const canonicalHeaderValue = (value: string) => value.trim().replace(/\s+/g, ' ');

const sortedNames = (headers: Record<string, string>) => Object.keys(headers).sort();

export function canonicalRequest(parts: CanonicalParts) {
  const names = sortedNames(parts.headers);
  return [
    parts.method,
    canonicalPath(parts.path),
    canonicalQuery(parts.query),
    names.map((name) => `${name}:${canonicalHeaderValue(parts.headers[name] ?? '')}\n`).join(''),
    names.join(';'),
    parts.payloadHash,
  ].join('\n');
}

/** '20130524T000000Z': the x-amz-date form of an instant. */
export const amzDate = (instant: Date) => instant.toISOString().replace(/[-:]|\.\d{3}/g, '');

export const credentialScope = (day: string, region: string) =>
  `${day}/${region}/${service}/${scopeTerminator}`;

/** The hex signature of a canonical request made at `date` (x-amz-date form). */
export function signatureOf(parts: CanonicalParts, date: string, credentials: SigningCredentials) {
  const day = date.slice(0, 8);
  const stringToSign = [
    signatureAlgorithm,
    date,
    credentialScope(day, credentials.region),
    sha256Hex(canonicalRequest(parts)),
  ].join('\n');
  const dayKey = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const signingKey = hmac(hmac(hmac(dayKey, credentials.region), service), scopeTerminator);
  return createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
}

/** The Authorization header of a request whose headers include x-amz-date. */
export function authorizationHeader(parts: CanonicalParts, credentials: SigningCredentials) {
  const date = parts.headers['x-amz-date'];
  if (date === undefined) throw new Error('x-amz-date must be signed');
  const scope = credentialScope(date.slice(0, 8), credentials.region);
  return (
    `${signatureAlgorithm} Credential=${credentials.accessKeyId}/${scope},` +
    `SignedHeaders=${sortedNames(parts.headers).join(';')},` +
    `Signature=${signatureOf(parts, date, credentials)}`
  );
}

export interface ParsedAuthorization {
  accessKeyId: string;
  day: string;
  region: string;
  signedHeaders: string[];
  signature: string;
}

/** Reads an Authorization header of the form authorizationHeader writes, or undefined. */
export function parseAuthorization(header: string): ParsedAuthorization | undefined {
  const match =
    /^AWS4-HMAC-SHA256\s+Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/s3\/aws4_request\s*,\s*SignedHeaders=([a-z0-9;-]+)\s*,\s*Signature=([0-9a-f]{64})$/.exec(
      header.trim(),
    );
  if (!match) return undefined;
  const [, accessKeyId = '', day = '', region = '', signedHeaders = '', signature = ''] = match;
  return { accessKeyId, day, region, signedHeaders: signedHeaders.split(';'), signature };
}
