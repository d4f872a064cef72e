import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtistDetails, PlaylistInfo, SearchResponse, TrackDetails } from '@domain/catalog';
import { DemoMusicService } from '@server/catalog';
import { catalogApp } from './catalog-test-app';

const clock = { now: () => new Date('2026-06-15T12:00:00Z') };
const demo = new DemoMusicService(clock);
let app: FastifyInstance;

beforeAll(async () => {
  app = await catalogApp({
    musicService: demo,
    musicServiceBudget: { perIp: 10_000, windowMs: 60_000 },
    clock,
  });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/search', () => {
  it('answers "a" for every type with items, totals and local images, and every result page answers', async () => {
    const keys = { artist: 'artists', track: 'tracks', playlist: 'playlists' } as const;
    for (const type of ['artist', 'track', 'playlist'] as const) {
      const response = await get(`/api/search?query=a&type=${type}&page=1&limit=10`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as SearchResponse & { success: boolean };
      expect(body.success).toBe(true);
      const page = body[keys[type]]!;
      expect(page.items).toHaveLength(10);
      expect(page.total).toBeGreaterThan(10);
      for (const item of page.items) {
        const images = 'album' in item ? item.album.images : item.images;
        expect(images.length).toBeGreaterThan(0);
        for (const image of images) expect(image.url.startsWith('/demo-images/')).toBe(true);
        expect((await get(`/api/${type}/${item.id}`)).statusCode).toBe(200);
      }
      const first = page.items[0]!;
      const image = await get(('album' in first ? first.album.images : first.images)[0]!.url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.body).toContain('<svg');
    }
  });

  it('gives the documented item fields', async () => {
    const artists = (await get('/api/search?query=a&type=artist')).json().artists.items[0];
    expect(Object.keys(artists).sort()).toEqual(['followers', 'genres', 'id', 'images', 'name']);
    expect(typeof artists.followers.total).toBe('number');
    const track = (await get('/api/search?query=a&type=track')).json().tracks.items[0];
    expect(Object.keys(track).sort()).toEqual(['album', 'artists', 'id', 'name']);
    const playlist = (await get('/api/search?query=a&type=playlist')).json().playlists.items[0];
    expect(Object.keys(playlist).sort()).toEqual(['id', 'images', 'name', 'owner']);
    expect(playlist.owner).toEqual({ display_name: expect.any(String) });
  });

  it('pages with a 1-based page number', async () => {
    const first = (await get('/api/search?query=a&type=track&page=1')).json().tracks.items;
    const second = (await get('/api/search?query=a&type=track&page=2')).json().tracks.items;
    expect(second[0].id).not.toBe(first[0].id);
    expect(second.map((item: { id: string }) => item.id)).not.toContain(first[9].id);
  });

  it('refuses an empty, blank or over-long query, a bad type and a bad page with clear messages', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/api/search?type=artist', /enter something to search/],
      ['/api/search?query=%20%20&type=artist', /enter something to search/],
      [`/api/search?query=${'x'.repeat(201)}&type=artist`, /at most 200 characters/],
      ['/api/search?query=a&type=album', /artist, track or playlist/],
      ['/api/search?query=a&type=artist&page=0', /page must be a whole number/],
      ['/api/search?query=a&type=artist&limit=500', /limit must be/],
      ['/api/search?query=a&query=b&type=artist', /"query" only once/],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ success: false, error: expect.stringMatching(message) });
    }
    expect((await get(`/api/search?query=${'x'.repeat(200)}&type=artist`)).statusCode).toBe(200);
  });
});

describe('item pages', () => {
  it('derives the artist page from albums and tracks', async () => {
    const artist = demo
      .catalog()
      .artists.find((candidate) => candidate.appearsOnIds.length > 0 && candidate.albumIds.length > 3)!;
    const response = await get(`/api/artist/${artist.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as ArtistDetails & { success: true };
    expect(body).toMatchObject({ success: true, id: artist.id, name: artist.name, genres: artist.genres });
    expect(body.followers).toEqual(expect.any(Number));
    expect(body.profile_image).toMatch(/^\/demo-images\/artist\//);
    expect(body.first_release!.date <= body.latest_release!.date).toBe(true);
    // The career runs from the first release to today (the clock's day), not to the latest release.
    const days = (Date.parse('2026-06-15') - Date.parse(body.first_release!.date)) / 86_400_000;
    expect(body.career_longevity).toBe(Math.round(days));
    expect(body.collaborators.length).toBeGreaterThan(0);
    const counts = body.collaborators.map((collaborator) => collaborator.collaborations);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(body.collaborators.some((collaborator) => collaborator.id === artist.id)).toBe(false);
    expect(new Set(body.labels).size).toBe(body.labels.length);
    expect(body.top_tracks.length).toBeGreaterThan(0);
    expect(body.top_tracks[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      image: expect.any(String),
    });
  });

  it('answers a track and a playlist in the documented shapes', async () => {
    const track = demo.catalog().tracks[42]!;
    const trackBody = (await get(`/api/track/${track.id}`)).json() as TrackDetails;
    expect(trackBody).toMatchObject({
      id: track.id,
      name: track.name,
      duration_ms: track.durationMs,
      explicit: track.explicit,
    });
    expect(trackBody.external_ids.isrc).toBe(track.isrc);
    expect(trackBody.album.images).toHaveLength(3);
    expect(trackBody.external_urls.spotify).toBe(`https://open.spotify.com/track/${track.id}`);

    const playlist = demo.catalog().playlists[3]!;
    const body = (await get(`/api/playlist/${playlist.id}`)).json() as PlaylistInfo;
    expect(body).toMatchObject({
      id: playlist.id,
      name: playlist.name,
      spotify_url: `https://open.spotify.com/playlist/${playlist.id}`,
    });
    expect(body.total_tracks).toBeGreaterThan(0);
    expect(body.followers).toEqual(expect.any(Number));
    expect(body.owner).toEqual({
      id: playlist.ownerId,
      name: expect.any(String),
      profile_url: expect.stringContaining(`/user/${playlist.ownerId}`),
    });
    expect(body.chart_analysis.verdict).toBe('insufficient_data');
  });

  it('answers 400 for malformed ids and 404 with the documented messages for unknown ones', async () => {
    for (const type of ['artist', 'track', 'playlist']) {
      const malformed = await get(`/api/${type}/not-an-id`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toMatch(new RegExp(`Invalid ${type} id`));
    }
    const unknown = 'ZZZZZZZZZZZZZZZZZZZZZZ';
    expect((await get(`/api/artist/${unknown}`)).json()).toEqual({
      success: false,
      error: 'Artist not found',
    });
    expect((await get(`/api/track/${unknown}`)).json()).toEqual({ success: false, error: 'Track not found' });
    const playlist = await get(`/api/playlist/${unknown}`);
    expect(playlist.statusCode).toBe(404);
    expect(playlist.json()).toEqual({ success: false, error: 'Playlist not found' });
  });

  it('serves no image for unknown ids or kinds', async () => {
    expect((await get('/demo-images/artist/ZZZZZZZZZZZZZZZZZZZZZZ.svg')).statusCode).toBe(404);
    expect((await get('/demo-images/secrets/x.svg')).statusCode).toBe(404);
  });
});
