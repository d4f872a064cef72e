// `?forceRefresh=true` skips the shared cache, so it spends the music service's quota: it is for
// the signed-in users who track the playlist, and at most once a minute per playlist.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { attachSession } from '@server/http/auth-guard';
import { DemoMusicService } from '@server/catalog';
import { catalogApp, countingService } from './catalog-test-app';
import { InMemoryPlaylistTrackers } from '../../support/fakes/catalog/in-memory-playlist-trackers';

const demo = new DemoMusicService({ now: () => new Date('2026-06-15T12:00:00Z') });
const PLAYLIST = demo.catalog().playlists[7]!.id;
const OTHER_PLAYLIST = demo.catalog().playlists[8]!.id;
const TRACKER = 11;
const STRANGER = 12;

/** A session for the user named in `x-test-user` (the real session plugin is the accounts feature's). */
async function testSessions(api: FastifyInstance): Promise<void> {
  api.addHook('onRequest', async (request) => {
    const id = Number(request.headers['x-test-user']);
    if (id > 0)
      attachSession(request, {
        user: { id, email: `${id}@example.com`, userType: 'user', verified: true },
        sessionId: id,
      });
  });
}

async function setup() {
  const { service, calls } = countingService(demo);
  const clock = { at: Date.parse('2026-06-15T12:00:00Z'), now: () => new Date(clock.at) };
  const app = await catalogApp(
    {
      musicService: service,
      clock,
      playlistTrackers: new InMemoryPlaylistTrackers().track(TRACKER, PLAYLIST),
    },
    { apiPlatform: testSessions },
  );
  const open = async (id: string, userId: number | null, forceRefresh = true) => {
    const response = await app.inject({
      url: `/api/playlist/${id}${forceRefresh ? '?forceRefresh=true' : ''}`,
      headers: userId === null ? {} : { 'x-test-user': String(userId) },
    });
    expect(response.statusCode).toBe(200);
    return calls.getPlaylist ?? 0;
  };
  return { app, clock, open };
}

describe('GET /api/playlist/:id?forceRefresh=true', () => {
  it('is served from the cache for anonymous visitors and for users who do not track the playlist', async () => {
    const { app, open } = await setup();
    expect(await open(PLAYLIST, null, false)).toBe(1);
    expect(await open(PLAYLIST, null)).toBe(1);
    expect(await open(PLAYLIST, STRANGER)).toBe(1);
    expect(await open(OTHER_PLAYLIST, TRACKER, false)).toBe(2);
    expect(await open(OTHER_PLAYLIST, TRACKER)).toBe(2);
    await app.close();
  });

  it('reads the playlist again for a user who tracks it, at most once a minute', async () => {
    const { app, clock, open } = await setup();
    expect(await open(PLAYLIST, null, false)).toBe(1);
    expect(await open(PLAYLIST, TRACKER)).toBe(2);
    expect(await open(PLAYLIST, TRACKER)).toBe(2);
    clock.at += 59_000;
    expect(await open(PLAYLIST, TRACKER)).toBe(2);
    clock.at += 1_000;
    expect(await open(PLAYLIST, TRACKER)).toBe(3);
    await app.close();
  });
});
