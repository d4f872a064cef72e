import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADING_VERSION } from '@domain/analytics';
import { KyselySnapshots } from '@server/tracking/adapters/kysely-snapshots';
import { KyselyTrackedItems } from '@server/tracking/adapters/kysely-tracked-items';
import { createTrackingModule } from '@server/tracking/tracking-module';
import { ScriptedMusicService, spotifyId } from '../../support/fakes/tracking/scripted-music';
import { SteppingClock } from '../../support/fakes/tracking/fake-tracking';
import { at, reading } from './adapters/contracts/store-harness';
import { BACKENDS, openTrackingDatabase, type TrackingDatabase } from './support/tracking-database';

describe.each(BACKENDS)('stored grades of an older grading version, on %s', (backend) => {
  let store: TrackingDatabase;

  beforeAll(async () => {
    store = await openTrackingDatabase(backend);
  });
  afterAll(async () => store.close());

  it('are re-graded in the background when tracking starts', async () => {
    const items = new KyselyTrackedItems(store.db);
    const snapshots = new KyselySnapshots(store.db);
    const playlist = spotifyId('playlist');
    const itemId = await items.upsert(reading('playlist', playlist), at(1));
    for (let day = 1; day <= 40; day++) {
      await snapshots.write(null, [
        {
          itemId,
          checkedAt: new Date(at(1).getTime() + (day - 1) * 86_400_000),
          reading: reading('playlist', playlist, { followers: 1000 + day * 7 }),
        },
      ]);
    }
    const stored = () =>
      store.db
        .selectFrom('item_summaries')
        .select(['verdict', 'confidence', 'grading_version'])
        .where('item_id', '=', itemId)
        .executeTakeFirstOrThrow();
    const graded = await stored();
    expect(graded).toMatchObject({ verdict: 'clean', grading_version: GRADING_VERSION });
    // Stored before grading versions were kept, by rules that said otherwise.
    await store.db
      .updateTable('item_summaries')
      .set({ verdict: 'likely_botted', confidence: 'high', grading_version: null })
      .where('item_id', '=', itemId)
      .execute();

    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    const tracking = createTrackingModule({
      db: store.db,
      music: new ScriptedMusicService(),
      clock: new SteppingClock(),
      refreshIntervalMinutes: 60,
      jobRunner: 'inline',
      tuning: { schedule: false },
      logger: { info: log, warn: log, error: log },
      alertsAfterCycle: async () => undefined,
    });
    await tracking.start();
    await tracking.stop();

    expect(await stored()).toEqual(graded);
    expect(logged).toEqual([`Re-graded 1 stored playlist grades under grading version ${GRADING_VERSION}.`]);
  });
});
