import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTrackArtists } from '@server/tracking/adapters/record-track-artists';
import { postgresAvailable } from '../../../support/postgres';
import { spotifyId } from '../../../support/fakes/tracking/scripted-music';
import { openTrackingDatabase, type TrackingDatabase } from '../support/tracking-database';

const member = (track: string) => ({
  trackId: spotifyId(track),
  addedAt: null,
  track: { name: track, artistIds: [spotifyId(`${track}-artist`)] },
});

// Row locks only matter where writers run concurrently: PostgreSQL (refresh workers).
describe.runIf(postgresAvailable)('recording track artists on PostgreSQL', () => {
  let store: TrackingDatabase;
  beforeAll(async () => {
    store = await openTrackingDatabase('postgres');
  });
  afterAll(async () => store.close());

  it('locks shared tracks in one order, so two writes listing them in opposite orders never deadlock', async () => {
    await store.reset();
    let second: Promise<void> | undefined;
    await store.db.transaction().execute(async (a) => {
      await recordTrackArtists(a, [member('x')]);
      // b now waits for x; a listing y next would deadlock if b had locked y before x.
      second = store.db.transaction().execute((b) => recordTrackArtists(b, [member('y'), member('x')]));
      second.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await recordTrackArtists(a, [member('y')]);
    });
    await expect(second).resolves.toBeUndefined();
    const rows = await store.db.selectFrom('playlist_track_artists').select('track_spotify_id').execute();
    expect(rows.map((row) => row.track_spotify_id).sort()).toEqual([spotifyId('x'), spotifyId('y')]);
  });
});
