/** A delivery as a receiver gets it (docs/integrations.md#chartpulse-webhooks has every field). */
const EXAMPLE_BODY = `{
  "delivery_id": 42,
  "id": "alert_1187",
  "type": "unusual_move",
  "created_at": "2026-11-29T07:00:12.345Z",
  "item": {
    "kind": "artist",
    "spotify_id": "0TnOYISbd1XYRBk9myaseg",
    "name": "Aurora Vale",
    "service": "spotify",
    "url": "https://chartpulse.example/artist/0TnOYISbd1XYRBk9myaseg"
  },
  "message": "Followers rose by +12,345 (+3.1%) in a day, unusual for this artist.",
  "data": { "metric": "followers", "change": 12345, "score": 7.12, "typical": 1520 }
}`;

const SIGNATURE_CHECK = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received; secret: the one shown when you added the URL.
function signedByChartpulse(headers, rawBody, secret) {
  const match = /^t=(\\d+),v1=([0-9a-f]{64})$/.exec(headers['x-chartpulse-signature'] ?? '');
  if (!match) return false;
  const [, t, mac] = match;
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false; // stale: maybe a replay
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  return timingSafeEqual(expected, Buffer.from(mac, 'hex'));
}`;

/** What a webhook receives and how to check it came from us, folded under the webhooks' hint. */
export function WebhookFormat() {
  return (
    <details className="webhook-format">
      <summary>What a delivery looks like, and how to check its signature</summary>
      <p className="hint">
        A POST with <code>Content-Type: application/json</code>, <code>X-Chartpulse-Delivery</code> (the same
        id on every retry: handle each once) and <code>X-Chartpulse-Signature: t=…,v1=…</code>, the hex
        HMAC-SHA256 of <code>t + "." + body</code> with your secret. Answer 2xx within 10 seconds.
      </p>
      <figure>
        <figcaption>Example webhook body</figcaption>
        <pre>
          <code>{EXAMPLE_BODY}</code>
        </pre>
      </figure>
      <p className="hint">
        <code>type</code> is one of <code>unusual_move</code>, <code>absolute_move</code>,{' '}
        <code>anomaly_event</code>, <code>grade_change</code>, <code>botted_placement</code>,{' '}
        <code>milestone</code> or <code>test</code>; <code>item</code> is null for a test.
      </p>
      <figure>
        <figcaption>Signature check in Node</figcaption>
        <pre>
          <code>{SIGNATURE_CHECK}</code>
        </pre>
      </figure>
    </details>
  );
}
