import { itemPath } from '@domain/links';
import { Link } from 'react-router-dom';
import { VerdictBadge } from '@shared/ui/verdict-badge';
import { countText, FigureCell, LastCheckedCell, ValueWithTrend, WindowChangeCell } from './dashboard-cells';
import type {
  ArtistColumn,
  ArtistRow,
  PlaylistColumn,
  PlaylistRow,
  TrackColumn,
  TrackRow,
} from './dashboard-rows';
import { PlacementsCell } from './placements-cell';
import type { TableColumn } from './tracked-table-card';

const lastChecked = {
  key: 'last_checked',
  label: 'Last checked',
  render: (row: { readonly last_checked: string | null }, now: Date) => (
    <LastCheckedCell lastChecked={row.last_checked} now={now} />
  ),
} as const;
const placements = {
  key: 'placements_botted',
  label: 'Placements',
  render: (row: TrackRow | ArtistRow) => <PlacementsCell placements={row.placements} />,
} as const;
const WEEK = '7-day change';
const MONTH = '30-day change';

type FollowerRow = PlaylistRow | ArtistRow;

const followerColumns = <Row extends FollowerRow>() =>
  [
    {
      key: 'followers',
      label: 'Followers',
      numeric: true,
      render: (row: Row) => (
        <ValueWithTrend
          value={row.followers}
          trend={row.sparkline}
          label="Followers"
          metric="followers"
          checked={row.last_checked !== null}
        />
      ),
    },
    {
      key: 'followers_change_7d',
      label: WEEK,
      numeric: true,
      alternate: { key: 'followers_change_7d_percent', label: `${WEEK} in percent` },
      render: (row: Row) => (
        <WindowChangeCell
          change={row.followers_change_7d}
          percent={row.followers_change_7d_percent}
          unit="followers"
          window="weekly"
        />
      ),
    },
    {
      key: 'followers_change_30d',
      label: MONTH,
      numeric: true,
      alternate: { key: 'followers_change_30d_percent', label: `${MONTH} in percent` },
      render: (row: Row) => (
        <WindowChangeCell
          change={row.followers_change_30d}
          percent={row.followers_change_30d_percent}
          unit="followers"
          window="monthly"
        />
      ),
    },
  ] as const;

export const PLAYLIST_COLUMNS: readonly TableColumn<PlaylistColumn, PlaylistRow>[] = [
  {
    key: 'playlist_name',
    label: 'Name',
    render: (row) => <Link to={itemPath('playlist', row.spotify_playlist_id)}>{row.playlist_name}</Link>,
  },
  {
    key: 'grade_rank',
    label: 'Grade',
    render: (row) =>
      row.verdict ? <VerdictBadge verdict={row.verdict} confidence={row.confidence} compact /> : '—',
  },
  ...followerColumns<PlaylistRow>(),
  {
    key: 'number_of_tracks',
    label: 'Tracks',
    numeric: true,
    render: (row) => countText(row.number_of_tracks),
  },
  lastChecked,
];

export const TRACK_COLUMNS: readonly TableColumn<TrackColumn, TrackRow>[] = [
  {
    key: 'track_name',
    label: 'Name',
    render: (row) => <Link to={itemPath('track', row.spotify_track_id)}>{row.track_name}</Link>,
  },
  { key: 'artist_names', label: 'Artists', render: (row) => row.artist_names },
  {
    key: 'popularity',
    label: 'Popularity',
    numeric: true,
    render: (row) => (
      <ValueWithTrend
        value={row.popularity}
        trend={row.sparkline}
        label="Popularity"
        metric="popularity"
        checked={row.last_checked !== null}
      />
    ),
  },
  {
    key: 'popularity_change_7d',
    label: WEEK,
    numeric: true,
    render: (row) => <WindowChangeCell change={row.popularity_change_7d} unit="popularity" window="weekly" />,
  },
  {
    key: 'popularity_change_30d',
    label: MONTH,
    numeric: true,
    render: (row) => (
      <WindowChangeCell change={row.popularity_change_30d} unit="popularity" window="monthly" />
    ),
  },
  placements,
  lastChecked,
];

export const ARTIST_COLUMNS: readonly TableColumn<ArtistColumn, ArtistRow>[] = [
  {
    key: 'artist_name',
    label: 'Name',
    render: (row) => <Link to={itemPath('artist', row.spotify_artist_id)}>{row.artist_name}</Link>,
  },
  ...followerColumns<ArtistRow>(),
  {
    key: 'popularity',
    label: 'Popularity',
    numeric: true,
    render: (row) => <FigureCell value={row.popularity} checked={row.last_checked !== null} />,
  },
  placements,
  lastChecked,
];
