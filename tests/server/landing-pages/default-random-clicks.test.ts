import { describe, expect, it } from 'vitest';
import { cryptoRandom } from '@server/landing-pages/adapters/random-ids';
import { apiTargets, useTestApp } from '../accounts/database-targets';
import { signIn } from '../../support/test-app';
import { coverImage, formFields, sendForm } from './support/landing-requests';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('the default random source (no LANDING_RANDOM_SEED)', () => {
  it('answers numbers in [0, 1) without throwing', () => {
    for (let draw = 0; draw < 1000; draw += 1) {
      const value = cryptoRandom();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe.each(apiTargets)('landing-page buttons on the default configuration on $name', (target) => {
  // No `landingPages.random` and no landingRandomSeed: the module picks the crypto source itself.
  const context = useTestApp(target);

  it('redirects a click to one of the destinations and counts it', async () => {
    const { app, config } = context.current;
    expect(config.landingRandomSeed).toBeUndefined();
    const user = await signIn(app);
    const split = JSON.stringify([
      { uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC', proportion: 50 },
      { uri: 'spotify:album:1DFixLWuPkv3KT3TnV35m3', proportion: 50 },
    ]);
    const created = await sendForm(app, user, formFields({ slug: 'unseeded', spotify_uris: split }), {
      image: coverImage(),
    });
    expect(created.statusCode).toBe(201);
    const click = await app.inject({
      method: 'GET',
      url: '/landing/unseeded/go/spotify',
      headers: { 'user-agent': CHROME },
      remoteAddress: '198.51.100.20',
    });
    expect(click.statusCode, click.body).toBe(302);
    expect([
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      'https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3',
    ]).toContain(click.headers.location);
    const stats = await app.inject({
      method: 'GET',
      url: '/api/landing-pages/unseeded/stats',
      headers: user.headers,
    });
    expect(stats.json().totals.spotify).toBe(1);
  });
});
