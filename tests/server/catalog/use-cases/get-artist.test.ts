import { describe, expect, it } from 'vitest';
import type { ArtistDetails } from '@domain/catalog';
import { getCatalogItem } from '@server/catalog/use-cases/get-catalog-item';
import { album, albumSummary, artist, images, track } from '../support/catalog-fixtures';
import { InMemoryCatalogCache } from '../../../support/fakes/catalog/in-memory-catalog-cache';
import { catalogId, InMemoryMusicService } from '../../../support/fakes/catalog/in-memory-music-service';

const ADA = { id: catalogId('ada'), name: 'Ada' };
const BEA = { id: catalogId('bea'), name: 'Bea' };
const CID = { id: catalogId('cid'), name: 'Cid' };
const DOV = { id: catalogId('dov'), name: 'Dov' };
const [t1, t2, t3, t4] = ['t1', 't2', 't3', 't4'].map(catalogId) as [string, string, string, string];
const debut = { id: catalogId('al1'), releaseDate: '1999', label: 'Label One', popularity: 50 };
const single = { id: catalogId('al2'), releaseDate: '2004-05-01', label: 'Label Two', popularity: 30 };
const guest = { id: catalogId('al3'), releaseDate: '2010-01-01', label: 'Guest Label' };
const times = { answerMs: 60_000, notFoundMs: 5_000 };

/** The day the pages are read: an artist's career runs to it. */
const TODAY = new Date('2026-01-01T09:00:00Z');

function setup() {
  const music = new InMemoryMusicService();
  music.artists.set(ADA.id, artist(ADA));
  const albums = [
    {
      ...debut,
      tracks: [
        { id: t1, artists: [ADA] },
        { id: t2, artists: [ADA, BEA] },
      ],
    },
    { ...single, tracks: [{ id: t3, artists: [ADA, BEA, CID] }] },
    { ...guest, tracks: [{ id: t4, artists: [DOV, ADA] }] },
  ];
  for (const fixture of albums) music.albums.set(fixture.id, album(fixture));
  music.artistAlbums.set(ADA.id, [
    albumSummary(albums[1]!, 'single'),
    albumSummary(albums[0]!, 'album'),
    albumSummary(albums[2]!, 'appears_on'),
  ]);
  const cache = new InMemoryCatalogCache();
  const getArtist = {
    execute: (id: string) =>
      getCatalogItem({ music, cache, times, clock: { now: () => TODAY } }, { type: 'artist', id }),
  };
  return { music, cache, getArtist };
}

const details = (json: string) => JSON.parse(json) as ArtistDetails;

describe('getCatalogItem: an artist', () => {
  it('derives releases, longevity, collaborators, labels and top tracks from the albums', async () => {
    const { getArtist } = setup();
    const result = await getArtist.execute(ADA.id);
    if (!result.ok) throw new Error(result.error);
    expect(details(result.value)).toEqual({
      id: ADA.id,
      name: 'Ada',
      profile_image: images(ADA.id)[0]!.url,
      popularity: 56,
      genres: ['pop'],
      followers: 1234,
      first_release: { name: 'Album al1', image: images(debut.id)[1]!.url, date: '1999' },
      latest_release: { name: 'Album al2', image: images(single.id)[1]!.url, date: '2004-05-01' },
      // 1999-01-01 (the first release) to 2026-01-01 (today), not to the 2004 latest release.
      career_longevity: 9862,
      profile_url: `https://open.spotify.com/artist/${ADA.id}`,
      collaborators: [
        { id: BEA.id, name: 'Bea', collaborations: 2 },
        { id: CID.id, name: 'Cid', collaborations: 1 },
        { id: DOV.id, name: 'Dov', collaborations: 1 },
      ],
      labels: ['Label Two', 'Label One'],
      // No top tracks from the service: the artist's own, most popular album first.
      top_tracks: [t1, t2, t3].map((id) => ({
        id,
        name: `Song ${id.slice(0, 3)}`,
        image: images(id === t3 ? single.id : debut.id)[1]!.url,
      })),
      withheld: [],
    });
  });

  it("prefers the service's top tracks when it offers them", async () => {
    const { music, getArtist } = setup();
    const hit = catalogId('hit');
    music.topTracks.set(ADA.id, [track(hit, [ADA])]);
    const result = await getArtist.execute(ADA.id);
    if (!result.ok) throw new Error(result.error);
    expect(details(result.value).top_tracks).toEqual([
      { id: hit, name: 'Track hit', image: images(hit)[1]!.url },
    ]);
  });

  it('answers a second request from the cache', async () => {
    const { music, getArtist } = setup();
    const first = await getArtist.execute(ADA.id);
    const second = await getArtist.execute(ADA.id);
    expect(second).toEqual(first);
    expect(music.calls.getArtist).toBe(1);
    expect(music.calls.getAlbum).toBe(3);
  });

  it('refuses a malformed id without asking the service', async () => {
    const { music, getArtist } = setup();
    expect(await getArtist.execute('not-an-id')).toEqual({ ok: false, error: 'invalid_id' });
    expect(music.calls).toEqual({});
  });

  it('returns not_found for an unknown artist and remembers it briefly', async () => {
    const { music, cache, getArtist } = setup();
    const unknown = catalogId('nobody');
    expect(await getArtist.execute(unknown)).toEqual({ ok: false, error: 'not_found' });
    expect(await getArtist.execute(unknown)).toEqual({ ok: false, error: 'not_found' });
    expect(music.calls.getArtist).toBe(1);
    expect(cache.ttls.get(`artist:${unknown}`)).toBe(times.notFoundMs);
  });

  it("returns the service's other failures without remembering them", async () => {
    for (const kind of ['unavailable', 'quota', 'forbidden'] as const) {
      const { music, cache, getArtist } = setup();
      music.failWith('getAlbum', kind);
      expect(await getArtist.execute(ADA.id)).toEqual({ ok: false, error: kind });
      expect(cache.has(`artist:${ADA.id}`)).toBe(false);
    }
  });
});
