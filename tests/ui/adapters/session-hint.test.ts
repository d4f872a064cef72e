import { afterEach, describe, expect, it } from 'vitest';
import { takeSignedOutHint } from '@adapters/http/session-hint';
import { SIGNED_OUT_HINT } from '@server/http/spa-document';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the signed-out hint in the HTML', () => {
  it('is read once, as the server writes it', () => {
    document.head.innerHTML = SIGNED_OUT_HINT;
    expect(takeSignedOutHint()).toBe(true);
    expect(takeSignedOutHint()).toBe(false);
  });

  it('is absent when the server saw a session cookie (or served no hint)', () => {
    document.head.innerHTML = '<meta name="description" content="none">';
    expect(takeSignedOutHint()).toBe(false);
  });
});
