// Whatever Deezer sends (fields missing, wrong types, zeros), the mapping answers our shapes: numbers
// are non-negative or null (never undefined, never NaN), dates added are ISO instants or null.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as map from '@server/catalog/adapters/deezer/deezer-mapping';
import type { WirePlaylist, WireTrack } from '@server/catalog/adapters/deezer/deezer-wire';

const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.integer({ min: -5, max: 2_000_000_000 }),
  fc.double(),
  fc.string({ maxLength: 12 }),
  fc.boolean(),
);
const wireTrack = fc.record(
  {
    id: anyValue,
    title: anyValue,
    isrc: anyValue,
    duration: anyValue,
    rank: anyValue,
    time_add: anyValue,
    explicit_lyrics: anyValue,
    release_date: anyValue,
    artist: fc.record({ id: anyValue, name: anyValue }, { requiredKeys: [] }),
    album: fc.record({ id: anyValue, title: anyValue, release_date: anyValue }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<WireTrack>;

const nonNegativeOrNull = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

describe('Deezer mapping', () => {
  it('maps any track list item to a track with honest numbers and dates', () => {
    fc.assert(
      fc.property(wireTrack, (wire) => {
        const track = map.track(wire);
        expect(nonNegativeOrNull(track.rank)).toBe(true);
        expect(track.popularity).toBeNull();
        expect(Number.isFinite(track.durationMs)).toBe(true);
        expect(track.album.releaseDate.length).toBe(
          { year: 4, month: 7, day: track.album.releaseDate === '' ? 0 : 10 }[
            track.album.releaseDatePrecision
          ],
        );
        const item = map.playlistItem(wire);
        if (item === null) return;
        const timeAdd = wire.time_add;
        const known = typeof timeAdd === 'number' && Number.isSafeInteger(timeAdd) && timeAdd > 0;
        expect(item.addedAt === null).toBe(!known);
        if (item.addedAt !== null) expect(Date.parse(item.addedAt)).toBe((timeAdd as number) * 1000);
      }),
    );
  });

  it('keeps a playlist’s absent numbers null and its real zeros 0', () => {
    fc.assert(
      fc.property(anyValue, anyValue, (fans, count) => {
        const playlist = map.playlist({ id: 1, fans, nb_tracks: count } as WirePlaylist, null);
        expect(nonNegativeOrNull(playlist.followers)).toBe(true);
        expect(nonNegativeOrNull(playlist.totalTracks)).toBe(true);
        if (fans === 0) expect(playlist.followers).toBe(0);
        if (typeof fans !== 'number') expect(playlist.followers).toBeNull();
      }),
    );
    // Once found by the property above: a JSON -0 is a count of 0, not negative zero.
    expect(map.playlist({ id: 1, fans: -0, nb_tracks: 3 } as WirePlaylist, null).followers).toBe(0);
  });
});
