import { describe, expect, it } from 'vitest';
import {
  createMusicService,
  createMusicServices,
  DeezerMusicService,
  DemoMusicService,
  describeMusicSources,
  type MusicServiceSettings,
  SpotifyMusicService,
} from '@server/catalog';
import type { Database } from '@server/db/database';
import { upstreamRateCounter } from '@server/http/deployment-rate-counter';
import { InMemoryRateCounter } from '@server/http/in-memory-rate-counter';
import { KyselyRateCounter } from '@server/http/kysely-rate-counter';
import { startFakeDeezer } from '../../support/fake-deezer';
import { successOf } from '../../support/results';

const clock = { now: () => new Date('2026-06-15T12:00:00Z') };
const settings = (musicSources: MusicServiceSettings['musicSources']): MusicServiceSettings => ({
  musicSources,
  spotifyClientId: 'id',
  spotifyClientSecret: 'secret',
  spotifyApiUrl: 'http://127.0.0.1:9/v1',
  spotifyAccountsUrl: 'http://127.0.0.1:9',
  deezerApiUrl: 'http://127.0.0.1:9',
});

describe('createMusicServices', () => {
  it('switches on what MUSIC_SOURCES names, each under its service', () => {
    const demo = createMusicServices(settings(['demo']), { clock });
    expect(demo.spotify).toBeInstanceOf(DemoMusicService);
    expect(demo.deezer).toBeUndefined();
    const both = createMusicServices(settings(['spotify', 'deezer']), { clock });
    expect(both.spotify).toBeInstanceOf(SpotifyMusicService);
    expect(both.deezer).toBeInstanceOf(DeezerMusicService);
    const deezer = createMusicServices(settings(['deezer']), { clock });
    expect(deezer).toEqual({ deezer: expect.any(DeezerMusicService) });
  });

  it('keeps createMusicService answering one catalog: Spotify or the demo, else Deezer', () => {
    expect(createMusicService(settings(['demo']), clock)).toBeInstanceOf(DemoMusicService);
    expect(createMusicService(settings(['spotify', 'deezer']), clock)).toBeInstanceOf(SpotifyMusicService);
    expect(createMusicService(settings(['deezer']), clock)).toBeInstanceOf(DeezerMusicService);
  });

  it('counts Deezer calls in the upstream counter it is given', async () => {
    const fake = await startFakeDeezer();
    try {
      const counter = new InMemoryRateCounter();
      const { deezer } = createMusicServices(
        { ...settings(['deezer']), deezerApiUrl: fake.url },
        { clock, upstreamRateCounter: counter },
      );
      await successOf(deezer!.getArtist('9100001'));
      await successOf(deezer!.getArtist('9100001'));
      // 50 per 5 s in all: the counter has 48 left in this window.
      const spent = await counter.spend('deezer-upstream', { max: 50, windowMs: 5000 }, 'all');
      expect(spent).toEqual({ allowed: true });
      for (let call = 0; call < 47; call++)
        await counter.spend('deezer-upstream', { max: 50, windowMs: 5000 }, 'all');
      expect((await counter.spend('deezer-upstream', { max: 50, windowMs: 5000 }, 'all')).allowed).toBe(
        false,
      );
    } finally {
      await fake.close();
    }
  });

  it('counts upstream calls in PostgreSQL when processes share it, in memory on PGlite', () => {
    const db = {} as Database['db'];
    expect(upstreamRateCounter({ kind: 'postgres', db }, 'secret')).toBeInstanceOf(KyselyRateCounter);
    expect(upstreamRateCounter({ kind: 'pglite', db }, 'secret')).toBeInstanceOf(InMemoryRateCounter);
  });

  it('says in the start line what each service gives', () => {
    expect(describeMusicSources(['deezer'])).toBe(
      'deezer (artist fans, playlist fans and contents with dates added, track rank, ISRC and UPC lookups)',
    );
    expect(describeMusicSources(['demo'])).toBe('demo (embedded demo catalog, offline)');
    expect(describeMusicSources(['spotify', 'deezer'])).toMatch(/^spotify \(.*Extended Quota\), deezer \(/);
  });
});
