import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

export interface FakeS3 {
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Stored objects by key (within the bucket). */
  readonly objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request: method, path and the status answered. */
  readonly log: Array<{ method: string; path: string; status: number }>;
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Recomputes the request's AWS Signature V4 from what arrived on the wire (method, raw path, the
 * headers named in SignedHeaders, x-amz-content-sha256) with the secret key, as S3 does; answers
 * the S3 error code on a mismatch, else null.
 */
function signatureProblem(
  request: IncomingMessage,
  secret: string,
  accessKeyId: string,
  region: string,
): string | null {
  const match = AUTHORIZATION.exec(String(request.headers.authorization ?? ''));
  if (!match) return 'AccessDenied';
  const [, keyId, day, scopeRegion, signedHeaders, signature] = match;
  if (keyId !== accessKeyId) return 'InvalidAccessKeyId';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (!amzDate.startsWith(day!) || scopeRegion !== region || payloadHash === '')
    return 'AuthorizationHeaderMalformed';
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'AuthorizationHeaderMalformed';
  const canonical = [
    request.method,
    (request.url ?? '/').split('?')[0],
    '',
    ...names.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    `${day}/${region}/s3/aws4_request`,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day!), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex') === signature
    ? null
    : 'SignatureDoesNotMatch';
}

/**
 * A local S3-compatible endpoint (path-style `/{bucket}/{key}`) speaking the S3 wire format for
 * PutObject (Content-Length required, chunked uploads refused as S3 does), GetObject (with
 * single byte ranges: 206 and Content-Range, 416 past the end), DeleteObject (204) and XML
 * errors; every request's SigV4 signature is verified. Listens on a free port.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const bucket = 'chartpulse-test';
  const region = 'eu-test-1';
  const accessKeyId = 'AKIAFAKES3TEST';
  const secretAccessKey = 'fake/S3+secret-key-0123456789';
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const log: FakeS3['log'] = [];

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0]!;
    const send = (status: number, body = '', headers: Record<string, string | number> = {}) => {
      log.push({ method: request.method ?? '', path, status });
      response
        .writeHead(
          status,
          body && status >= 300 ? { 'content-type': 'application/xml', ...headers } : headers,
        )
        .end(body);
    };
    const problem = signatureProblem(request, secretAccessKey, accessKeyId, region);
    if (problem) {
      await buffer(request);
      return send(403, xmlError(problem, 'Signature check failed'));
    }
    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix))
      return send(404, xmlError('NoSuchBucket', 'The specified bucket does not exist'));
    const key = decodeURIComponent(path.slice(prefix.length));
    if (request.method === 'PUT') {
      if (request.headers['content-length'] === undefined)
        return send(
          411,
          xmlError('MissingContentLength', 'You must provide the Content-Length HTTP header.'),
        );
      const bytes = await buffer(request);
      if (bytes.length !== Number(request.headers['content-length']))
        return send(400, xmlError('IncompleteBody', 'Body shorter than Content-Length'));
      objects.set(key, {
        bytes,
        contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
      });
      return send(200, '', { etag: `"${createHash('md5').update(bytes).digest('hex')}"` });
    }
    const object = objects.get(key);
    if (request.method === 'DELETE') {
      objects.delete(key);
      return send(204);
    }
    if (request.method !== 'GET') return send(405, xmlError('MethodNotAllowed', 'Not allowed'));
    if (!object) return send(404, xmlError('NoSuchKey', 'The specified key does not exist.'));
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(request.headers.range ?? ''));
    if (range) {
      const start = Number(range[1]);
      if (start >= object.bytes.length)
        return send(416, xmlError('InvalidRange', 'The requested range is not satisfiable'));
      const end = Math.min(range[2] ? Number(range[2]) : object.bytes.length - 1, object.bytes.length - 1);
      log.push({ method: 'GET', path, status: 206 });
      response.writeHead(206, {
        'content-type': object.contentType,
        'content-length': end - start + 1,
        'content-range': `bytes ${start}-${end}/${object.bytes.length}`,
      });
      response.end(object.bytes.subarray(start, end + 1));
      return;
    }
    log.push({ method: 'GET', path, status: 200 });
    response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length });
    response.end(object.bytes);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
