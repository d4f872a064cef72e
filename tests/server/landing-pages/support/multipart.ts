import { randomBytes } from 'node:crypto';

export interface FilePart {
  readonly bytes: Buffer;
  readonly filename: string;
  readonly type: string;
}

/** A multipart/form-data body as a browser sends it: text fields, then files. */
export function multipart(
  fields: Readonly<Record<string, string>>,
  files: Readonly<Record<string, FilePart>> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----chartpulse${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return {
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(payload.length),
    },
  };
}
