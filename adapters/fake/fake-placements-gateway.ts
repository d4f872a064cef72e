import type { PlacementsGateway } from '@domain/ports/browser/placements-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { CuratorAnswer } from '@domain/tracking/curator-contracts';
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

/** hitmaker_99 runs the boosted list and a second one that jumped with it. */
const HITMAKER: CuratorAnswer = {
  owner_id: 'hitmaker_99',
  owner_name: 'hitmaker_99',
  watched: 2,
  listing: 'not_offered',
  known: 2,
  playlists: [
    {
      playlist_id: PLAYLIST_IDS.boosted,
      name: 'Viral Hits 2024',
      watched: true,
      followers: 48_310,
      last_move: 2_150,
      last_checked: '2024-03-01T09:00:00.000Z',
      verdict: 'likely_botted',
      confidence: 'high',
      coordinated_moves:
        "Gained 2,150 followers on 2024-03-01, the same day as 1 other playlist by this curator (Hype Rotation): coordinated jumps across one owner's playlists are a sign of bought followers.",
    },
    {
      playlist_id: '5hKpKx4xP4p1rM9v1iQ2Xb',
      name: 'Hype Rotation',
      watched: true,
      followers: 21_004,
      last_move: 1_320,
      last_checked: '2024-03-01T09:00:00.000Z',
      verdict: 'suspicious',
      confidence: 'medium',
      coordinated_moves:
        "Gained 1,320 followers on 2024-03-01, the same day as 1 other playlist by this curator (Viral Hits 2024): coordinated jumps across one owner's playlists are a sign of bought followers.",
    },
  ],
  coordinated_moves: [
    {
      day: '2024-03-01',
      gains: [
        { playlistId: PLAYLIST_IDS.boosted, name: 'Viral Hits 2024', gained: 2_150 },
        { playlistId: '5hKpKx4xP4p1rM9v1iQ2Xb', name: 'Hype Rotation', gained: 1_320 },
      ],
    },
  ],
};

/** A Deezer curator whose public playlists Deezer lists: one read here, two not watched yet. */
export const DEEZER_CURATOR: CuratorAnswer = {
  owner_id: 'deezer:4120',
  owner_name: 'Electro Editor',
  watched: 1,
  listing: 'listed',
  known: 3,
  playlists: [
    {
      playlist_id: 'deezer:908622995',
      name: 'Electro Hits',
      watched: true,
      followers: 19_296,
      last_move: 12,
      last_checked: '2024-03-01T09:00:00.000Z',
      verdict: 'clean',
      confidence: 'medium',
      coordinated_moves: null,
    },
    ...[
      { id: 'deezer:1306931615', name: 'French Touch Classics', followers: 4_210 },
      { id: 'deezer:1306931616', name: 'Night Drive', followers: 380 },
    ].map((listed) => ({
      playlist_id: listed.id,
      name: listed.name,
      watched: false,
      followers: listed.followers,
      last_move: null,
      last_checked: null,
      verdict: null,
      confidence: null,
      coordinated_moves: null,
    })),
  ],
  coordinated_moves: [],
};

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

  async curator(ownerKey: string): Promise<RemoteResult<CuratorAnswer>> {
    if (ownerKey === HITMAKER.owner_id) return { ok: true, value: HITMAKER };
    if (ownerKey === DEEZER_CURATOR.owner_id) return { ok: true, value: DEEZER_CURATOR };
    return {
      ok: true,
      value: {
        owner_id: ownerKey,
        owner_name: null,
        watched: 0,
        listing: 'not_offered',
        known: 0,
        playlists: [],
        coordinated_moves: [],
      },
    };
  }
}
