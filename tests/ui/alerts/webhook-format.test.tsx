import { createHmac } from 'node:crypto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from '@server/alerts/webhook-signature';
import { WebhookFormat } from '../../../src/features/alerts/webhook-format';

describe('the webhook format note', () => {
  it("shows a delivery's JSON body with every field a receiver gets", () => {
    render(<WebhookFormat />);
    const body = JSON.parse(
      screen.getByText('Example webhook body').closest('figure')!.querySelector('code')!.textContent!,
    );
    expect(Object.keys(body)).toEqual(['delivery_id', 'id', 'type', 'created_at', 'item', 'message', 'data']);
    expect(Object.keys(body.item)).toEqual(['kind', 'spotify_id', 'name', 'service', 'url']);
  });

  it('gives a signature check that accepts a signed body and refuses a changed one', () => {
    render(<WebhookFormat />);
    const source = screen.getByText('Signature check in Node').closest('figure')!.querySelector('code')!
      .textContent!;
    const signedByChartpulse = new Function(
      'createHmac',
      'timingSafeEqual',
      `${source.replace(/^import .*$/m, '')}; return signedByChartpulse;`,
    )(createHmac, (a: Buffer, b: Buffer) => a.length === b.length && a.equals(b)) as (
      headers: Record<string, string>,
      rawBody: string,
      secret: string,
    ) => boolean;
    const t = Math.floor(Date.now() / 1000);
    const rawBody = '{"id":"alert_1"}';
    // Signed as the server signs its deliveries.
    const headers = { 'x-chartpulse-signature': signatureHeader('whsec', t, rawBody) };
    expect(signedByChartpulse(headers, rawBody, 'whsec')).toBe(true);
    expect(signedByChartpulse(headers, '{"id":"alert_2"}', 'whsec')).toBe(false);
    expect(signedByChartpulse(headers, rawBody, 'another')).toBe(false);
  });
});
