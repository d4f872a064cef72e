import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csrfFor, type SignedInUser, signIn } from '../../support/test-app';
import { useTestApp } from '../accounts/database-targets';

/** Every endpoint this platform serves; `:id` is replaced by generated text. */
const ENDPOINTS = [
  ['GET', '/api/some-protected-route'],
  ['GET', '/api/get-current-user'],
  ['GET', '/api/get-csrf-token'],
  ['POST', '/api/logout'],
  ['POST', '/api/login'],
  ['POST', '/api/register'],
  ['POST', '/api/verify-email'],
  ['POST', '/api/resend-verification-code'],
  ['POST', '/api/request-password-reset'],
  ['POST', '/api/reset-password'],
  ['GET', '/api/user_settings'],
  ['POST', '/api/update_user_settings'],
  ['POST', '/api/change_password'],
  ['POST', '/api/auth/google'],
  ['GET', '/api/auth/google/client-id'],
  ['GET', '/api/admin/users'],
  ['DELETE', '/api/admin/users/:id'],
  ['POST', '/api/contact-form'],
  ['GET', '/api/get-user-location'],
] as const;

const FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'user_id',
  'userID',
  'code',
  'token',
  'credential',
  'subject',
  'body',
  'country',
  'old_password',
  'new_password',
  'confirm_password',
  'email_notifications',
  'telegram_notifications',
  'informed_updates',
  'registration_token',
  'acceptedTerms',
  '__proto__',
  'constructor',
];

/** Plausible-looking bodies: the right field names with values of every wrong (and right) kind. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'a@b.co',
    'Valid-Pass-123!',
    '123456',
    '0',
    '1',
    'true',
    '../../etc/passwd',
    "' OR 1=1 --",
    '\u0000',
    '😀'.repeat(3),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 6 }).map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '',
    '{',
    '{"email":',
    'null',
    '[]',
    '"text"',
    '{"__proto__":{"admin":true}}',
    '{"a":1}'.repeat(2),
  ),
);
const pathText = fc.oneof(
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.integer().map(String),
  fc.constantFrom('0', '-1', '1.5', '99999999999999999999', '%00', 'NaN', '1e3'),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  undefined,
);
const credential = fc.constantFrom('none', 'user', 'admin', 'junk-bearer', 'junk-cookie');
const csrf = fc.constantFrom('valid', 'missing', 'wrong');

describe('random and malformed requests at every platform endpoint', () => {
  const t = useTestApp({ postgres: false });

  it('never answer 5xx, and every refusal is JSON { success: false, error }', async () => {
    const { app } = t.current;
    const user: SignedInUser = await signIn(app);
    const admin: SignedInUser = await signIn(app, { admin: true });
    const anonymous = await csrfFor(app);
    const seen = new Set<number>();

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        body,
        pathText,
        contentType,
        credential,
        csrf,
        fc.string({ maxLength: 30 }),
        async ([method, route], payload, id, type, who, csrfMode, query) => {
          const signedIn = who === 'user' ? user : who === 'admin' ? admin : null;
          const token = signedIn?.csrf ?? anonymous.csrf;
          const cookies = [`csrf_access_token=${token}`];
          if (signedIn) cookies.push(`session_token=${signedIn.token}`);
          if (who === 'junk-cookie') cookies.push('session_token=%%%;;=');
          const headers: Record<string, string> = { cookie: cookies.join('; ') };
          if (csrfMode === 'valid') headers['x-csrf-token'] = token;
          if (csrfMode === 'wrong') headers['x-csrf-token'] = `${token.slice(0, -2)}xx`;
          if (who === 'junk-bearer') headers.authorization = 'Bearer \u00ff not a token';
          if (type) headers['content-type'] = type;
          const url = `${route.replace(':id', id)}?${encodeURIComponent(query)}=${encodeURIComponent(query)}`;
          const response = await app.inject({
            method,
            url,
            headers,
            payload: method === 'GET' ? undefined : payload,
          });

          seen.add(response.statusCode);
          expect(response.statusCode, `${method} ${url} ${payload}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const answer = response.json();
            expect(answer, `${method} ${url} ${payload}`).toEqual({
              success: false,
              error: expect.any(String),
            });
            expect(answer.error.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 400 },
    );
    // The generator reached the handlers, not only the front door.
    for (const status of [200, 400, 401, 403, 415]) expect([...seen]).toContain(status);
  });

  it('refuses oversized bodies with 413 JSON', async () => {
    const { app } = t.current;
    const { headers } = await csrfFor(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact-form',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', subject: 's', body: 'x'.repeat(2_000_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, error: expect.any(String) });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await t.current.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: expect.any(String) });
  });
});
