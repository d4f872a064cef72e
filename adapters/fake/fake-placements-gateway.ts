import type { PlacementsGateway } from '@domain/ports/browser/placements-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { Placement } from '@domain/tracking/placements';
import { ARTIST_IDS, PLAYLIST_IDS, TRACK_IDS } from './catalog-fixtures';

/** Aurora Vale's "Runaway" sits on the editorial list and once sat on a botted one. */
const RUNAWAY_PLACEMENTS: readonly Placement[] = [
  {
    playlist_id: PLAYLIST_IDS.morningFocus,
    playlist_name: 'Morning Focus',
    verdict: 'clean',
    followers: 1_204_533,
    track_id: TRACK_IDS.runaway,
    track_name: 'Runaway',
    added_at: '2024-02-03T09:00:00.000Z',
    days_on_playlist: 41,
    removed_at: null,
  },
  {
    playlist_id: PLAYLIST_IDS.boosted,
    playlist_name: 'Viral Hits 2024',
    verdict: 'likely_botted',
    followers: 48_310,
    track_id: TRACK_IDS.runaway,
    track_name: 'Runaway',
    added_at: '2024-01-10T09:00:00.000Z',
    days_on_playlist: 9,
    removed_at: '2024-01-19T09:00:00.000Z',
  },
];

/** In-memory placements for `VITE_BACKEND=fake` and UI tests; same contract as the HTTP adapter. */
export class FakePlacementsGateway implements PlacementsGateway {
  constructor(
    private readonly byItem: Readonly<Record<string, readonly Placement[]>> = {
      [ARTIST_IDS.aurora]: RUNAWAY_PLACEMENTS,
      [TRACK_IDS.runaway]: RUNAWAY_PLACEMENTS,
    },
  ) {}

  async placements(
    _kind: 'artist' | 'track',
    spotifyId: string,
  ): Promise<RemoteResult<readonly Placement[]>> {
    return { ok: true, value: this.byItem[spotifyId] ?? [] };
  }
}
