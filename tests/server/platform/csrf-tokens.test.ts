import { describe, expect, it } from 'vitest';
import { CSRF_LIFETIME_MS, CsrfTokens } from '@server/http/csrf';

const SESSION = { sessionToken: 'session-token-aaaaaaaaaaaaaaaaaaaa' };
const OTHER_SESSION = { sessionToken: 'session-token-bbbbbbbbbbbbbbbbbbbb' };

function tokensAt(clock: { at: number }, secret = 'csrf-unit-secret-0123456789abcdef') {
  return new CsrfTokens(secret, () => new Date(clock.at));
}

describe('CsrfTokens', () => {
  it('accepts a token for its own session on every use, and never for another, however often it was seen', () => {
    const tokens = tokensAt({ at: Date.parse('2026-06-01T00:00:00Z') });
    const token = tokens.mint(SESSION);
    for (let use = 0; use < 3; use += 1) {
      expect(tokens.isValidFor(token, SESSION)).toBe(true);
      expect(tokens.isValidFor(token, OTHER_SESSION)).toBe(false);
    }
    expect(tokens.isValidFor(token, null)).toBe(true);
  });

  it('expires a token it has already verified once its day is over', () => {
    const clock = { at: Date.parse('2026-06-01T00:00:00Z') };
    const tokens = tokensAt(clock);
    const token = tokens.mint(SESSION);
    expect(tokens.isValidFor(token, SESSION)).toBe(true);
    clock.at += CSRF_LIFETIME_MS - 1;
    expect(tokens.isValidFor(token, SESSION)).toBe(true);
    clock.at += 1;
    expect(tokens.isValidFor(token, SESSION)).toBe(false);
  });

  it("refuses tampered tokens and another secret's tokens", () => {
    const clock = { at: Date.parse('2026-06-01T00:00:00Z') };
    const tokens = tokensAt(clock);
    const token = tokens.mint(null);
    const [issued, nonce, session, signature] = token.split('.');
    expect(tokens.isValidFor(`${issued}.${nonce}x.${session}.${signature}`, null)).toBe(false);
    expect(tokens.isValidFor(`${token}.extra`, null)).toBe(false);
    expect(tokens.isValidFor(undefined, null)).toBe(false);
    expect(tokensAt(clock, 'another-secret-0123456789abcdefghij').isValidFor(token, null)).toBe(false);
  });
});
