// Playlists of one curator who buys followers for all of them at once, added after the catalog is
// generated, from their own random stream, so every other item stays as it was. Each grows on its
// own like any organic list, and on the same days each gains a bought batch overnight: the
// coordinated jump a curator page and each playlist's verdict point out
// (domain/analytics/coordinated-moves.ts). The days are counted back from the day the catalog is
// built (its clock's), so the demo user's year of history holds every campaign and the last two
// always fall in a curator page's 90 days, whenever the demo runs (demo-selection.ts tracks them).
import {
  CATALOG_REFERENCE_DAY,
  type DayNumber,
  type DemoPlaylist,
  type DemoTrack,
  type DemoUser,
} from './demo-model';
import { demoId, SeededRandom } from './seeded-random';

const CAMPAIGN_PLAYLISTS = ['Late Night Lo-Fi', 'Sunday Slow Mornings', 'Deep Focus Flow'];
/** The curator who runs them. */
export const COORDINATED_CURATOR: DemoUser = { id: 'moodwavelists', displayName: 'Moodwave Lists' };
/** Days before the catalog is built when every list gains its bought batch. */
export const CAMPAIGN_DAYS_BEFORE_TODAY = [209, 39, 14];

export interface CoordinatedCampaignCatalog {
  readonly playlists: DemoPlaylist[];
  readonly users: DemoUser[];
}

/**
 * The catalog's playlists and users with the campaign's playlists and their curator appended, its
 * jumps dated back from `today` (the day the catalog is built).
 */
export function withCoordinatedCampaign(
  playlists: readonly DemoPlaylist[],
  users: readonly DemoUser[],
  tracks: readonly DemoTrack[],
  today: DayNumber,
): CoordinatedCampaignCatalog {
  const random = new SeededRandom('chartpulse-demo:coordinated-campaign');
  const pool = tracks.map((track) => track.id);
  if (pool.length < 200) return { playlists: [...playlists], users: [...users] };
  const added = CAMPAIGN_PLAYLISTS.map((name, index): DemoPlaylist => {
    const capacity = random.int(40, 70);
    const createdDay = CATALOG_REFERENCE_DAY - random.int(700, 900);
    const ceiling = random.int(30_000, 60_000);
    return {
      id: demoId(`coordinated-campaign:${index}`),
      name,
      description: 'Hand-picked every week by Moodwave.',
      ownerId: COORDINATED_CURATOR.id,
      createdDay,
      initialSize: capacity,
      capacity,
      cadenceDays: 7,
      addsPerUpdate: random.int(2, 5),
      pool,
      poolStep: 1,
      poolStart: random.int(0, pool.length - 1),
      followers: {
        startDay: createdDay,
        initial: random.int(50, 300),
        ceiling,
        rate: 0.006 + random.next() * 0.004,
        drift: 0,
      },
      // Bought overnight on the same days for every list (a batch a tenth to a fifth of its size).
      botBursts: CAMPAIGN_DAYS_BEFORE_TODAY.map((days) => ({
        day: today - days,
        size: Math.round(ceiling * (0.1 + random.next() * 0.1)),
        rampDays: 1,
        plateauDays: 30,
        purgeShare: 0.3,
      })),
      collaborative: false,
    };
  });
  return { playlists: [...playlists, ...added], users: [...users, COORDINATED_CURATOR] };
}
