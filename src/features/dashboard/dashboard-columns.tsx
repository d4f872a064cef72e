import { Link } from 'react-router-dom';
import { VerdictBadge } from '@shared/ui/verdict-badge';
import { ChangeCell, countText, lastCheckedText } from './dashboard-cells';
import type {
  ArtistColumn,
  ArtistRow,
  PlaylistColumn,
  PlaylistRow,
  TrackColumn,
  TrackRow,
} from './dashboard-rows';
import type { TableColumn } from './tracked-table-card';

const lastChecked = { key: 'last_checked', label: 'Last checked' } as const;

export const PLAYLIST_COLUMNS: readonly TableColumn<PlaylistColumn, PlaylistRow>[] = [
  {
    key: 'playlist_name',
    label: 'Name',
    render: (row) => (
      <span className="name-with-badge">
        <Link to={`/playlist/${row.spotify_playlist_id}`}>{row.playlist_name}</Link>
        {row.verdict && <VerdictBadge verdict={row.verdict} confidence={row.confidence} compact />}
      </span>
    ),
  },
  { key: 'followers', label: 'Followers', numeric: true, render: (row) => countText(row.followers) },
  {
    key: 'followers_change',
    label: 'Follower change',
    numeric: true,
    render: (row) => <ChangeCell change={row.followers_change} unit="followers" />,
  },
  {
    key: 'number_of_tracks',
    label: 'Tracks',
    numeric: true,
    render: (row) => countText(row.number_of_tracks),
  },
  { ...lastChecked, render: (row) => lastCheckedText(row.last_checked) },
];

export const TRACK_COLUMNS: readonly TableColumn<TrackColumn, TrackRow>[] = [
  {
    key: 'track_name',
    label: 'Name',
    render: (row) => <Link to={`/track/${row.spotify_track_id}`}>{row.track_name}</Link>,
  },
  { key: 'artist_names', label: 'Artists', render: (row) => row.artist_names },
  { key: 'popularity', label: 'Popularity', numeric: true, render: (row) => countText(row.popularity) },
  {
    key: 'popularity_change',
    label: 'Popularity change',
    numeric: true,
    render: (row) => <ChangeCell change={row.popularity_change} unit="popularity" />,
  },
  { ...lastChecked, render: (row) => lastCheckedText(row.last_checked) },
];

export const ARTIST_COLUMNS: readonly TableColumn<ArtistColumn, ArtistRow>[] = [
  {
    key: 'artist_name',
    label: 'Name',
    render: (row) => <Link to={`/artist/${row.spotify_artist_id}`}>{row.artist_name}</Link>,
  },
  { key: 'popularity', label: 'Popularity', numeric: true, render: (row) => countText(row.popularity) },
  {
    key: 'followers_change',
    label: 'Follower change',
    numeric: true,
    render: (row) => <ChangeCell change={row.followers_change} unit="followers" />,
  },
  { ...lastChecked, render: (row) => lastCheckedText(row.last_checked) },
];
