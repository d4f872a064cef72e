// Playlists that sell placements, added after the catalog is generated, from their own random stream,
// so every other item stays as it was: a curator who takes submissions, fills lists with the smallest
// artists' tracks, swaps most of them out within days (a few anchor tracks stay), and bought its
// followers. Created within the last year, so the demo user's year of history never picks them: a
// visitor meets them untracked, with only their contents to judge (the first look).
import {
  CATALOG_REFERENCE_DAY,
  type DemoArtist,
  type DemoPlaylist,
  type DemoTrack,
  type DemoUser,
} from './demo-model';
import { demoId, hashUnit, SeededRandom } from './seeded-random';

const PAID_PLAYLISTS = ['Fresh Indie Submissions', 'Rising Stars Daily', 'New Music Discovery Hub'];
/** The curator who runs them. */
export const PAID_CURATOR: DemoUser = { id: 'submithubplus', displayName: 'Submit Hub Plus' };
/** Tracks come from this many of the artists with the smallest audiences. */
const SMALL_ARTISTS = 40;

export interface PaidRotationCatalog {
  readonly playlists: DemoPlaylist[];
  readonly users: DemoUser[];
}

/** The catalog's playlists and users with the paid-rotation playlists and their curator appended. */
export function withPaidRotations(
  playlists: readonly DemoPlaylist[],
  users: readonly DemoUser[],
  artists: readonly DemoArtist[],
  tracks: readonly DemoTrack[],
): PaidRotationCatalog {
  const random = new SeededRandom('chartpulse-demo:paid-rotations');
  const smallest = new Set(
    [...artists]
      .sort((a, b) => a.followers.ceiling - b.followers.ceiling)
      .slice(0, SMALL_ARTISTS)
      .map((artist) => artist.id),
  );
  // Shuffled (by a hash of each id), so consecutive additions are by different artists.
  const pool = tracks
    .filter((track) => smallest.has(track.artistIds[0]!))
    .map((track) => track.id)
    .sort((a, b) => hashUnit(a, 'paid-rotation') - hashUnit(b, 'paid-rotation'));
  if (pool.length < 60) return { playlists: [...playlists], users: [...users] };
  const added = PAID_PLAYLISTS.map((name, index): DemoPlaylist => {
    const capacity = random.int(30, 50);
    const cadenceDays = random.int(1, 2);
    const createdDay = CATALOG_REFERENCE_DAY - random.int(150, 300);
    return {
      id: demoId(`paid-rotation:${index}`),
      name,
      description: 'Submit your music via our profile. Placements reviewed daily.',
      ownerId: PAID_CURATOR.id,
      createdDay,
      initialSize: capacity,
      capacity,
      cadenceDays,
      // Most of the list replaced within about a week.
      addsPerUpdate: Math.ceil((capacity * cadenceDays) / random.int(5, 8)),
      anchors: random.int(2, 5),
      pool,
      poolStep: 1,
      poolStart: random.int(0, pool.length - 1),
      followers: {
        startDay: createdDay,
        initial: random.int(20, 200),
        ceiling: random.int(150_000, 400_000),
        rate: 0.04 + random.next() * 0.03,
        drift: 0,
      },
      botBursts: [],
      collaborative: false,
    };
  });
  return { playlists: [...playlists, ...added], users: [...users, PAID_CURATOR] };
}
