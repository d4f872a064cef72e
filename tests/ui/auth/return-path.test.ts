import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnPathFrom } from '../../../src/features/auth/return-path';
import { loginState } from '../../../src/shared/auth/return-path';

describe('the path the login page returns to', () => {
  it('is the path a link or guard remembered, with its query and hash', () => {
    const state = loginState({ pathname: '/artist/abc', search: '?tab=growth', hash: '#chart' });
    expect(returnPathFrom(state)).toBe('/artist/abc?tab=growth#chart');
  });

  it('reads a location object as well as a string', () => {
    expect(returnPathFrom({ from: { pathname: '/dashboard', search: '?x=1' } })).toBe('/dashboard?x=1');
  });

  it('is null without a remembered path', () => {
    for (const state of [null, undefined, 'x', 7, {}, { from: 7 }, { from: { search: '?q' } }]) {
      expect(returnPathFrom(state)).toBeNull();
    }
  });

  it('never leaves the site or returns to the auth screens', () => {
    for (const from of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      '/login',
      '/register?x',
      '/login#a',
    ]) {
      expect(returnPathFrom({ from })).toBeNull();
    }
  });

  it('answers only same-site paths, whatever was stored', () => {
    fc.assert(
      fc.property(fc.anything(), (from) => {
        const path = returnPathFrom({ from });
        return path === null || (path.startsWith('/') && !path.startsWith('//'));
      }),
    );
  });
});
