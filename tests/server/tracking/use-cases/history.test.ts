import { csvParseRows } from 'd3-dsv';
import { beforeEach, describe, expect, it } from 'vitest';
import { readArtistHistory } from '@server/tracking/use-cases/artist-history';
import { exportArtistHistory } from '@server/tracking/use-cases/export-artist-history';
import { exportPlaylistFollowersHistory } from '@server/tracking/use-cases/export-playlist-followers-history';
import { exportTrackPopularityHistory } from '@server/tracking/use-cases/export-track-popularity-history';
import { readPlaylistFollowersHistory } from '@server/tracking/use-cases/playlist-followers-history';
import { readItem } from '@server/tracking/read-item';
import { readTrackPopularityHistory } from '@server/tracking/use-cases/track-popularity-history';
import { DAY, type FakeTracking, fakeTracking } from '../../../support/fakes/tracking/fake-tracking';
import { spotifyId } from '../../../support/fakes/tracking/scripted-music';
import { successOf } from '../../../support/results';

describe('readArtistHistory, readTrackPopularityHistory and readPlaylistFollowersHistory', () => {
  let fake: FakeTracking;
  const artist = spotifyId('artist');
  const track = spotifyId('track');
  const playlist = spotifyId('playlist');

  /** One snapshot per day of each item, with the given followers (artist, playlist) and popularity. */
  async function record(days: ReadonlyArray<{ followers: number | null; popularity: number }>) {
    for (const day of days) {
      const readings = [];
      for (const [kind, id] of [
        ['artist', artist],
        ['track', track],
        ['playlist', playlist],
      ] as const) {
        fake.music.set(id, day);
        const reading = await successOf(readItem(fake.music, kind, id));
        const itemId = await fake.items.upsert(reading, fake.clock.now());
        readings.push({ itemId, checkedAt: fake.clock.now(), reading });
      }
      const cycle = await fake.cycles.open(fake.clock.now());
      await fake.snapshots.write(cycle.id, readings);
      await fake.cycles.finish(cycle.id, fake.clock.now());
      fake.clock.advance(DAY);
    }
  }

  beforeEach(() => {
    fake = fakeTracking();
  });

  it('answers every snapshot, oldest first', async () => {
    await record([
      { followers: 100, popularity: 5 },
      { followers: null, popularity: 6 },
    ]);

    expect(await successOf(readArtistHistory(fake, { spotifyId: artist }))).toEqual([
      { checked_at: '2026-03-01T06:00:00.000Z', popularity: 5, followers: 100 },
      { checked_at: '2026-03-02T06:00:00.000Z', popularity: 6, followers: null },
    ]);
    expect(await successOf(readTrackPopularityHistory(fake, { spotifyId: track }))).toEqual([
      { checked_at: '2026-03-01T06:00:00.000Z', popularity: 5 },
      { checked_at: '2026-03-02T06:00:00.000Z', popularity: 6 },
    ]);
    const followers = await successOf(readPlaylistFollowersHistory(fake, { spotifyId: playlist }));
    expect(followers).toEqual({
      data: [{ checked_at: '2026-03-01T06:00:00.000Z', followers: 100, track_count: null }],
      anomaly_type: [null],
      average_daily_change: null,
      average_daily_change_days_left_out: 0,
    });
  });

  it('labels follower anomalies and answers empty histories for unknown items', async () => {
    const steady = Array.from({ length: 20 }, (_, day) => ({ followers: 1000 + day * 10, popularity: 5 }));
    await record([...steady, { followers: 90_000, popularity: 5 }]);

    const answer = await successOf(readPlaylistFollowersHistory(fake, { spotifyId: playlist }));
    expect(answer.data).toHaveLength(21);
    expect(answer.anomaly_type.at(-1)).toBe('extreme');
    expect(answer.anomaly_type.slice(0, 19).every((label: unknown) => label === null)).toBe(true);
    expect(await successOf(readArtistHistory(fake, { spotifyId: spotifyId('nobody') }))).toEqual([]);
    expect(
      await successOf(readPlaylistFollowersHistory(fake, { spotifyId: spotifyId('nobody') })),
    ).toMatchObject({
      data: [],
    });
  });
});

describe('exportArtistHistory, exportTrackPopularityHistory and exportPlaylistFollowersHistory', () => {
  let fake: FakeTracking;
  const artist = spotifyId('artist');
  const track = spotifyId('track');
  const playlist = spotifyId('playlist');

  /** One snapshot per day of each item. */
  async function record(days: ReadonlyArray<{ followers: number | null; popularity: number | null }>) {
    for (const day of days) {
      const cycle = await fake.cycles.open(fake.clock.now());
      for (const [kind, id] of [
        ['artist', artist],
        ['track', track],
        ['playlist', playlist],
      ] as const) {
        fake.music.set(id, day);
        const reading = await successOf(readItem(fake.music, kind, id));
        const itemId = await fake.items.upsert(reading, fake.clock.now());
        await fake.snapshots.write(cycle.id, [{ itemId, checkedAt: fake.clock.now(), reading }]);
      }
      await fake.cycles.finish(cycle.id, fake.clock.now());
      fake.clock.advance(DAY);
    }
  }

  beforeEach(() => {
    fake = fakeTracking();
  });

  it('writes a header row and one row per snapshot, oldest first, empty where a value is missing', async () => {
    await record([
      { followers: 100, popularity: 5 },
      { followers: null, popularity: null },
    ]);

    expect(await successOf(exportArtistHistory(fake, { spotifyId: artist }))).toBe(
      'checked_at,popularity,followers,source\r\n' +
        '2026-03-01T06:00:00.000Z,5,100,checked\r\n' +
        '2026-03-02T06:00:00.000Z,,,checked\r\n',
    );
    expect(await successOf(exportTrackPopularityHistory(fake, { spotifyId: track }))).toBe(
      'checked_at,popularity,source\r\n2026-03-01T06:00:00.000Z,5,checked\r\n2026-03-02T06:00:00.000Z,,checked\r\n',
    );
    expect(await successOf(exportPlaylistFollowersHistory(fake, { spotifyId: playlist }))).toBe(
      'checked_at,followers,anomaly_type,event_kind,event,playlist_grade,source\r\n2026-03-01T06:00:00.000Z,100,,,,insufficient_data,checked\r\n',
    );
  });

  it("adds the caller's kept readings as imported rows on days without a check, and only the caller's", async () => {
    await record([{ followers: 100, popularity: 5 }]);
    const kept = {
      async keptReadings(userId: number, item: { kind: string; key: string }) {
        if (userId !== 7 || item.kind !== 'playlist' || item.key !== playlist) return [];
        return [
          { date: '2026-02-27', count: 80 },
          { date: '2026-03-01', count: 999 },
        ];
      },
    };
    const deps = { ...fake, kept };
    expect(await successOf(exportPlaylistFollowersHistory(deps, { spotifyId: playlist, userId: 7 }))).toBe(
      'checked_at,followers,anomaly_type,event_kind,event,playlist_grade,source\r\n' +
        '2026-02-27T00:00:00.000Z,80,,,,insufficient_data,imported\r\n' +
        '2026-03-01T06:00:00.000Z,100,,,,insufficient_data,checked\r\n',
    );
    for (const viewer of [{ spotifyId: playlist, userId: 8 }, { spotifyId: playlist }])
      expect(await successOf(exportPlaylistFollowersHistory(deps, viewer))).not.toContain('imported');
  });

  it('labels each playlist row as the chart does, and answers just the header for unknown items', async () => {
    const steady = Array.from({ length: 20 }, (_, day) => ({ followers: 1000 + day * 10, popularity: 5 }));
    await record([...steady, { followers: 90_000, popularity: 5 }]);

    const rows = csvParseRows(await successOf(exportPlaylistFollowersHistory(fake, { spotifyId: playlist })));
    expect(rows[0]).toEqual([
      'checked_at',
      'followers',
      'anomaly_type',
      'event_kind',
      'event',
      'playlist_grade',
      'source',
    ]);
    expect(rows).toHaveLength(22);
    expect(rows.at(-1)).toEqual([
      '2026-03-21T06:00:00.000Z',
      '90000',
      'extreme',
      'burst',
      'burst on 21/03/2026 (+88,810 in 1 day, +7463% of the audience before it)',
      'suspicious (high confidence)',
      'checked',
    ]);
    expect(rows.slice(1, 20).every((row) => row[2] === '' && row[3] === '' && row[4] === '')).toBe(true);
    expect(await successOf(exportArtistHistory(fake, { spotifyId: spotifyId('nobody') }))).toBe(
      'checked_at,popularity,followers,source\r\n',
    );
  });
});
