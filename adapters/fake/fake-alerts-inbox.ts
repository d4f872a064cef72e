import type { InboxAlert } from '@domain/alerts/alert-contracts';
import { ARTIST_IDS, PLAYLIST_IDS, TRACK_IDS } from './catalog-fixtures';

/** The demo's inbox, newest first: what the static demo shows on /alerts. */
export const DEMO_INBOX: readonly InboxAlert[] = [
  {
    id: 3,
    created_at: '2026-11-25T06:10:00.000Z',
    item: { kind: 'artist', spotify_id: ARTIST_IDS.aurora, name: 'Aurora Vale' },
    event: 'unusual_move',
    message: 'Followers rose by +12,345 (+3.1%) in a day, unusual for this artist.',
    channels: [
      { channel: 'email', status: 'queued_for_digest', detail: null },
      { channel: 'webhook', status: 'failed', detail: 'The receiver answered 500.' },
    ],
    read: false,
  },
  {
    id: 2,
    created_at: '2026-11-24T06:10:00.000Z',
    item: { kind: 'playlist', spotify_id: PLAYLIST_IDS.boosted, name: 'Viral Hits 2024' },
    event: 'grade_change',
    message: 'The verdict changed from organic to suspicious.',
    channels: [{ channel: 'email', status: 'sent', detail: null }],
    read: false,
  },
  {
    id: 1,
    created_at: '2026-11-20T06:10:00.000Z',
    item: { kind: 'track', spotify_id: TRACK_IDS.runaway, name: 'Runaway' },
    event: 'absolute_move',
    message: 'Popularity rose by 6 points since the last alert.',
    channels: [{ channel: 'telegram', status: 'sent', detail: null }],
    read: true,
  },
];
