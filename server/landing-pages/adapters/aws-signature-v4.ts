import { createHash, createHmac } from 'node:crypto';

/** The payload hash S3 accepts when the body is not hashed (streamed uploads over TLS). */
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const EMPTY_PAYLOAD_SHA256 = createHash('sha256').update('').digest('hex');

export interface SigningCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  /** `s3` for object storage. */
  readonly service: string;
}

export interface RequestToSign {
  readonly method: string;
  /** Path as sent, already percent-encoded (`/bucket/key`). */
  readonly path: string;
  /** Header names in any case; `host` must be among them. Every header given is signed. */
  readonly headers: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body, or {@link UNSIGNED_PAYLOAD}; also sent as `x-amz-content-sha256`. */
  readonly payloadHash: string;
}

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string): string => createHash('sha256').update(data).digest('hex');

/** `20130524T000000Z`: the SigV4 timestamp of `at`. */
export function amzDate(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 3986 encoding of one path segment, as SigV4 for S3 expects (`/` separates segments). */
export function encodePathSegment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * AWS Signature Version 4 in the `Authorization` header (docs: "Authenticating Requests: Using
 * the Authorization Header"): answers the request's headers plus `x-amz-date`,
 * `x-amz-content-sha256` and `authorization`. Requests without a query string only.
 */
export function signRequest(
  request: RequestToSign,
  credentials: SigningCredentials,
  at: Date,
): Record<string, string> {
  const timestamp = amzDate(at);
  const day = timestamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  headers['x-amz-date'] = timestamp;
  headers['x-amz-content-sha256'] = request.payloadHash;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.path,
    '',
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), credentials.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
