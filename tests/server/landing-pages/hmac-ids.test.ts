import { describe, expect, it } from 'vitest';
import { HmacEventIds } from '@server/landing-pages/adapters/hmac-event-ids';
import { HmacVisitorIds } from '@server/landing-pages/adapters/hmac-visitor-ids';

const SECRET = 'test-session-secret-that-is-long-enough-0123456789';

describe('HmacEventIds', () => {
  it('accepts only ids it signed, for that page and that day', () => {
    const ids = new HmacEventIds(SECRET);
    const id = ids.issue(7, '2026-05-01');
    expect(id).toMatch(/^[A-Za-z0-9_-]{38}$/);
    expect(ids.issue(7, '2026-05-01')).not.toBe(id);
    expect(ids.isGenuine(id, 7, '2026-05-01')).toBe(true);
    expect(ids.isGenuine(id, 8, '2026-05-01')).toBe(false);
    expect(ids.isGenuine(id, 7, '2026-05-02')).toBe(false);
    expect(new HmacEventIds(`${SECRET}-other`).isGenuine(id, 7, '2026-05-01')).toBe(false);
    const tampered = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [tampered, 'caller-chosen-id', '', `${id}x`, 'é'.repeat(38)]) {
      expect(ids.isGenuine(forged, 7, '2026-05-01'), forged).toBe(false);
    }
  });
});

describe('HmacVisitorIds', () => {
  it('is the IP salted with the day: no user agent, no raw IP', () => {
    const visitors = new HmacVisitorIds(SECRET);
    const id = visitors.idOf('203.0.113.7', '2026-05-01');
    expect(visitors.idOf('203.0.113.7', '2026-05-01')).toBe(id);
    expect(visitors.idOf('203.0.113.7', '2026-05-02')).not.toBe(id);
    expect(visitors.idOf('203.0.113.8', '2026-05-01')).not.toBe(id);
    expect(id).not.toContain('203.0.113');
  });
});
