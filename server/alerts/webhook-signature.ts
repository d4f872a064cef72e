import { createHmac } from 'node:crypto';

/** `X-Chartpulse-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + rawBody)>`. */
export function signatureHeader(secret: string, unixSeconds: number, rawBody: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
