import { describe, expect, it } from 'vitest';
import { resolveShortLink } from '@server/catalog/use-cases/resolve-short-link';
import { ScriptedRedirects } from '../../../support/fakes/catalog/scripted-redirects';

const TRACK = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=abc';
const PLAYLIST = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';

function resolver(script: ConstructorParameters<typeof ScriptedRedirects>[0] = {}) {
  const redirects = new ScriptedRedirects(script);
  return { redirects, resolve: (link: string) => resolveShortLink({ redirects }, { link }) };
}

describe('resolveShortLink', () => {
  it('returns an open.spotify.com item link as it is, without any request', async () => {
    const { redirects, resolve } = resolver();
    expect(await resolve(`  ${TRACK} `)).toEqual({ ok: true, value: TRACK });
    expect(redirects.asked).toEqual([]);
  });

  it('follows redirects across the allowed hosts, relative ones included, and links pasted without a scheme', async () => {
    const { redirects, resolve } = resolver({
      'https://spotify.link/chain': { kind: 'redirect', location: 'https://spoti.fi/step2' },
      'https://spoti.fi/step2': { kind: 'redirect', location: '/step3' },
      'https://spoti.fi/step3': { kind: 'redirect', location: PLAYLIST },
    });
    expect(await resolve('spotify.link/chain')).toEqual({ ok: true, value: PLAYLIST });
    expect(redirects.asked).toEqual([
      'https://spotify.link/chain',
      'https://spoti.fi/step2',
      'https://spoti.fi/step3',
    ]);
  });

  it("reads the page's own address when the short link answers with a page", async () => {
    const { resolve } = resolver({
      'https://spotify.link/html': { kind: 'page', canonicalUrl: PLAYLIST },
      'https://spotify.link/bare': { kind: 'page', canonicalUrl: null },
      'https://spotify.link/elsewhere': { kind: 'page', canonicalUrl: 'https://evil.example.com/x' },
    });
    expect(await resolve('https://spotify.link/html')).toEqual({ ok: true, value: PLAYLIST });
    expect(await resolve('https://spotify.link/bare')).toEqual({ ok: false, error: 'unresolved' });
    expect(await resolve('https://spotify.link/elsewhere')).toEqual({ ok: false, error: 'unresolved' });
  });

  it('refuses missing, over-long and non-Spotify links without any request', async () => {
    const { redirects, resolve } = resolver();
    expect(await resolve('  ')).toEqual({ ok: false, error: 'missing_link' });
    expect(await resolve(`https://spotify.link/${'x'.repeat(2048)}`)).toEqual({
      ok: false,
      error: 'link_too_long',
    });
    for (const link of [
      'https://evil.example.com/x',
      'http://127.0.0.1:3000/admin',
      'https://spotify.link:8443/abc',
      'https://user:pw@spotify.link/abc',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(await resolve(link), link).toEqual({ ok: false, error: 'not_spotify_link' });
    }
    expect(redirects.asked).toEqual([]);
  });

  it('stops at a redirect that leaves Spotify, without contacting it', async () => {
    const { redirects, resolve } = resolver({
      'https://spotify.link/evil': { kind: 'redirect', location: 'https://evil.example.com/steal' },
    });
    expect(await resolve('https://spotify.link/evil')).toEqual({ ok: false, error: 'leaves_spotify' });
    expect(redirects.asked).toEqual(['https://spotify.link/evil']);
  });

  it('gives up after five redirects', async () => {
    const { redirects, resolve } = resolver({
      'https://spotify.link/loop': { kind: 'redirect', location: 'https://spotify.link/loop' },
    });
    expect(await resolve('https://spotify.link/loop')).toEqual({ ok: false, error: 'too_many_redirects' });
    expect(redirects.asked).toHaveLength(6);
  });

  it('tells a dead end from a link service that does not answer', async () => {
    const { resolve } = resolver({ 'https://spoti.fi/down': { kind: 'unreachable' } });
    expect(await resolve('https://spotify.link/missing')).toEqual({ ok: false, error: 'unresolved' });
    expect(await resolve('https://spoti.fi/down')).toEqual({ ok: false, error: 'link_service_unavailable' });
  });

  it('treats an open.spotify.com short link (/s/…) as one more hop', async () => {
    const { resolve } = resolver({
      'https://open.spotify.com/s/code': { kind: 'redirect', location: TRACK },
    });
    expect(await resolve('https://open.spotify.com/s/code')).toEqual({ ok: true, value: TRACK });
  });
});
