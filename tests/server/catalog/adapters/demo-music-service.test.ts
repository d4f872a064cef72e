import { describe, expect, it } from 'vitest';
import { CORROBORATING_RISE_POINTS } from '@domain/analytics';
import { DemoMusicService } from '@server/catalog';
import { renderDemoSvg } from '@server/catalog/adapters/demo/demo-images';
import { successOf } from '../../../support/results';

const DAY = 86_400_000;
const at = (iso: string) => ({ now: () => new Date(iso) });

describe('DemoMusicService catalog', () => {
  const demo = new DemoMusicService(at('2026-06-15T12:00:00Z'));
  const catalog = demo.catalog();

  it('has a few hundred artists, thousands of tracks and hundreds of playlists with unique base62 ids', () => {
    expect(catalog.artists.length).toBeGreaterThanOrEqual(300);
    expect(catalog.tracks.length).toBeGreaterThanOrEqual(3000);
    expect(catalog.playlists.length).toBeGreaterThanOrEqual(200);
    const ids = [...catalog.artists, ...catalog.albums, ...catalog.tracks, ...catalog.playlists].map(
      (item) => item.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[0-9A-Za-z]{22}$/.test(id))).toBe(true);
  });

  it('is deterministic: a second service with the same seed gives the same answers', async () => {
    const other = new DemoMusicService(at('2026-06-15T12:00:00Z'), 'chartpulse-demo');
    const id = catalog.playlists[11]!.id;
    expect(await successOf(other.getPlaylist(id))).toEqual(await successOf(demo.getPlaylist(id)));
    const different = new DemoMusicService(at('2026-06-15T12:00:00Z'), 'another-seed');
    expect(
      different.catalog().artists[0]!.name === catalog.artists[0]!.name &&
        different.catalog().artists[1]!.name === catalog.artists[1]!.name,
    ).toBe(false);
  });

  it('has every release-date precision, collaborations, explicit tracks, ISRCs and labels', () => {
    const precisions = new Set(catalog.albums.map((album) => album.precision));
    expect(precisions).toEqual(new Set(['year', 'month', 'day']));
    expect(catalog.tracks.filter((track) => track.artistIds.length > 1).length).toBeGreaterThan(100);
    expect(catalog.tracks.some((track) => track.explicit)).toBe(true);
    expect(catalog.tracks.every((track) => /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(track.isrc))).toBe(true);
    expect(new Set(catalog.albums.map((album) => album.label)).size).toBeGreaterThan(20);
  });

  it('finds "a" in every type, prefix matches first', async () => {
    for (const type of ['artist', 'track', 'playlist'] as const) {
      const page = await successOf(demo.search('a', type, { limit: 10, offset: 0 }));
      expect(page.total).toBeGreaterThan(10);
    }
    const page = await successOf(demo.search('aur', 'artist', { limit: 50, offset: 0 }));
    const names = page.items.map((item) => item.name.toLowerCase());
    const firstNonPrefix = names.findIndex((name) => !name.startsWith('aur'));
    if (firstNonPrefix >= 0)
      expect(names.slice(firstNonPrefix).every((name) => !name.startsWith('aur'))).toBe(true);
  });
});

describe('DemoMusicService numbers move with the date', () => {
  let now = Date.parse('2025-11-01T12:00:00Z');
  const demo = new DemoMusicService({ now: () => new Date(now) });
  const catalog = demo.catalog();

  async function dailyFollowers(id: string, days: number): Promise<number[]> {
    const values: number[] = [];
    for (let day = 0; day < days; day++) {
      now = Date.parse('2025-11-01T12:00:00Z') + day * DAY;
      values.push((await successOf(demo.getPlaylist(id, { withItems: false }))).followers!);
    }
    return values;
  }

  it('grows artists organically over a year', async () => {
    const artist = catalog.artists.find((candidate) => candidate.followers.drift > 0)!;
    now = Date.parse('2025-06-01T00:00:00Z');
    const before = (await successOf(demo.getArtist(artist.id))).followers!;
    now = Date.parse('2026-06-01T00:00:00Z');
    const after = (await successOf(demo.getArtist(artist.id))).followers!;
    expect(after).toBeGreaterThan(before);
  });

  it('gives some playlists bot bursts: a sudden jump far above the usual daily change', async () => {
    const botted = catalog.playlists.filter((playlist) => playlist.botBursts.length > 0);
    expect(botted.length).toBeGreaterThan(20);
    const playlist = botted[0]!;
    const values = await dailyFollowers(playlist.id, 340);
    const changes = values.slice(1).map((value, index) => value - values[index]!);
    const sorted = [...changes].map(Math.abs).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    expect(Math.max(...changes)).toBeGreaterThan(Math.max(500, median * 20));
  });

  it('gives a few organic playlists a feature: followers who stay while a track on it goes viral', async () => {
    const featured = catalog.playlists.filter((playlist) => (playlist.features ?? []).length > 0);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    for (const playlist of featured) {
      expect(playlist.botBursts).toEqual([]);
      const feature = playlist.features![0]!;
      const noonOf = (offset: number) => (feature.day + offset) * DAY + DAY / 2;
      const read = async (offset: number) => {
        now = noonOf(offset);
        const found = await successOf(demo.getPlaylist(playlist.id));
        const track = await successOf(demo.getTrack(feature.trackId));
        return { followers: found.followers!, items: found.items!, popularity: track.popularity! };
      };
      const before = await read(-2);
      const peak = await read(feature.rampDays);
      const later = await read(60);
      expect(before.items.map((item) => item.trackId)).toContain(feature.trackId);
      expect(peak.items.map((item) => item.trackId)).toContain(feature.trackId);
      expect(peak.followers - before.followers).toBeGreaterThan(0.1 * before.followers);
      expect(later.followers).toBeGreaterThan(0.97 * peak.followers);
      expect(peak.popularity - before.popularity).toBeGreaterThanOrEqual(2 * CORROBORATING_RISE_POINTS);
      expect(later.popularity).toBeLessThan(peak.popularity - CORROBORATING_RISE_POINTS);
    }
  });

  it('rotates playlist contents on the curator cadence, changing the snapshot id', async () => {
    const playlist = catalog.playlists.find(
      (candidate) => candidate.cadenceDays === 7 && candidate.initialSize === candidate.capacity,
    )!;
    now = Date.parse('2026-03-02T12:00:00Z');
    const before = await successOf(demo.getPlaylist(playlist.id));
    now += 21 * DAY;
    const after = await successOf(demo.getPlaylist(playlist.id));
    expect(after.snapshotId).not.toBe(before.snapshotId);
    expect(after.items!.length).toBe(before.items!.length);
    const beforeIds = new Set(before.items!.map((item) => item.trackId));
    expect(after.items!.filter((item) => !beforeIds.has(item.trackId)).length).toBe(
      3 * playlist.addsPerUpdate,
    );
    expect(after.items!.every((item) => Date.parse(item.addedAt!) <= now)).toBe(true);
  });
});

describe('demo images', () => {
  it('renders an SVG with escaped initials', () => {
    const svg = renderDemoSvg('artist', 'abc', '<Script> & "Friends"', 64);
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toContain('<Script>');
    expect(svg).toContain('width="64"');
  });
});
