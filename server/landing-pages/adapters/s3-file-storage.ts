import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import type { Clock } from '@domain/ports/clock';
import type { ByteRange, FileContent, FileStorage, StoredObject } from '../ports';
import { assertStorageKey, contentTypeOfStoredName } from '../storage-keys';
import { EMPTY_PAYLOAD_SHA256, encodePathSegment, signRequest, UNSIGNED_PAYLOAD } from './aws-signature-v4';

/** Any S3-compatible bucket: AWS S3, Cloudflare R2, MinIO, Backblaze B2, … */
export interface S3Settings {
  /** e.g. `https://s3.eu-west-1.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`, `http://127.0.0.1:9000`. */
  readonly endpoint: string;
  readonly bucket: string;
  /** `auto` for R2; MinIO accepts any. */
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Keys are stored under this prefix (e.g. `uploads/`). */
  readonly prefix?: string;
  readonly requestTimeoutMs?: number;
}

interface S3Response {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  readonly body: IncomingMessage;
}

/**
 * Files in an S3-compatible bucket, addressed path-style (`{endpoint}/{bucket}/{key}`), which
 * every S3-compatible service accepts. Requests are signed with AWS Signature V4; uploads stream
 * with their length and an unsigned payload, so a 30 MB video never sits in memory.
 */
export class S3FileStorage implements FileStorage {
  private readonly endpoint: URL;

  constructor(
    private readonly settings: S3Settings,
    private readonly clock: Clock,
  ) {
    this.endpoint = new URL(settings.endpoint);
  }

  async put(key: string, content: FileContent): Promise<void> {
    const response = await this.send('PUT', key, { 'content-type': content.contentType }, content);
    response.body.resume();
    if (response.status !== 200) throw new Error(`S3 PUT ${key} answered ${response.status}`);
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end ?? ''}` } : {};
    let response = await this.send('GET', key, headers);
    if (response.status === 416) {
      response.body.resume();
      response = await this.send('GET', key, {});
    }
    if (response.status === 404) {
      response.body.resume();
      return null;
    }
    if (response.status !== 200 && response.status !== 206) {
      response.body.resume();
      throw new Error(`S3 GET ${key} answered ${response.status}`);
    }
    const contentRange = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(response.headers['content-range'] ?? ''));
    const served =
      response.status === 206 && contentRange
        ? { start: Number(contentRange[1]), end: Number(contentRange[2]) }
        : null;
    return {
      size: Number(contentRange?.[3] ?? response.headers['content-length'] ?? 0),
      range: served,
      contentType:
        contentTypeOfStoredName(key) ??
        String(response.headers['content-type'] ?? 'application/octet-stream'),
      body: response.body,
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key, {});
    response.body.resume();
    if (response.status !== 204 && response.status !== 200 && response.status !== 404) {
      throw new Error(`S3 DELETE ${key} answered ${response.status}`);
    }
  }

  private send(
    method: string,
    key: string,
    extra: Record<string, string>,
    content?: FileContent,
  ): Promise<S3Response> {
    assertStorageKey(key);
    const objectKey = `${this.settings.prefix ?? ''}${key}`;
    const basePath = this.endpoint.pathname.replace(/\/+$/, '');
    const path = `${basePath}/${encodePathSegment(this.settings.bucket)}/${objectKey.split('/').map(encodePathSegment).join('/')}`;
    const headers = signRequest(
      {
        method,
        path,
        headers: {
          host: this.endpoint.host,
          ...extra,
          ...(content ? { 'content-length': String(content.size) } : {}),
        },
        payloadHash: content ? UNSIGNED_PAYLOAD : EMPTY_PAYLOAD_SHA256,
      },
      { ...this.settings, service: 's3' },
      this.clock.now(),
    );
    const transport = this.endpoint.protocol === 'https:' ? https : http;
    return new Promise<S3Response>((resolve, reject) => {
      const request = transport.request(
        {
          method,
          hostname: this.endpoint.hostname,
          port: this.endpoint.port || undefined,
          path,
          headers,
          timeout: this.settings.requestTimeoutMs ?? 60_000,
        },
        (response) =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: response }),
      );
      request.on('timeout', () => request.destroy(new Error(`S3 ${method} ${key} timed out`)));
      request.on('error', reject);
      if (!content) {
        request.end();
        return;
      }
      const body: Readable = content.open();
      body.on('error', (error) => request.destroy(error));
      body.pipe(request);
    });
  }
}
