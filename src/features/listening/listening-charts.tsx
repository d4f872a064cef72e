import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { ArtistListeningAnswer, PlaylistListening } from '@domain/listening';
import { formatCount, formatDate } from '@domain/formatting';
import { itemPath } from '@domain/links';
import { BarChart, CHART_COLORS, type ChartPoint, LazyTimeSeriesChart } from '@shared/charts';

const LISTENING_COLORS = {
  listeners: CHART_COLORS.age,
  streams: CHART_COLORS.popularity,
  followers: CHART_COLORS.followers,
};

const series = (
  days: ArtistListeningAnswer['audience'],
  pick: (day: ArtistListeningAnswer['audience'][number]) => number | null,
): ChartPoint[] =>
  days.flatMap((day) => {
    const value = pick(day);
    return value === null ? [] : [{ at: `${day.date}T00:00:00Z`, value }];
  });

/** The artist's daily listeners, streams and followers, as imported from the audience timeline. */
export function AudienceCharts({ audience }: { audience: ArtistListeningAnswer['audience'] }) {
  if (audience.length === 0) return null;
  return (
    <div className="listening-charts">
      <LazyTimeSeriesChart
        label="Daily listeners"
        valueLabel="Listeners"
        color={LISTENING_COLORS.listeners}
        points={series(audience, (d) => d.listeners)}
      />
      <LazyTimeSeriesChart
        label="Daily streams"
        valueLabel="Streams"
        color={LISTENING_COLORS.streams}
        points={series(audience, (d) => d.streams)}
      />
      <LazyTimeSeriesChart
        label="Followers (Spotify for Artists)"
        valueLabel="Followers"
        color={LISTENING_COLORS.followers}
        points={series(audience, (d) => d.followers)}
      />
    </div>
  );
}

/** Streams per song over the latest imported period of the songs table. */
export function SongStreams({ songs }: { songs: ArtistListeningAnswer['songs'] }) {
  if (songs.length === 0) return null;
  const latest = songs.reduce((last, song) => (song.period_end > last ? song.period_end : last), '');
  const inPeriod = songs.filter((song) => song.period_end === latest && song.streams !== null);
  const start = inPeriod[0]?.period_start ?? latest;
  const bars = [...inPeriod]
    .sort((a, b) => (b.streams ?? 0) - (a.streams ?? 0))
    .slice(0, 15)
    .map((song) => ({ label: song.song, value: song.streams ?? 0 }));
  return (
    <BarChart
      label={`Streams per song, ${formatDate(start)} – ${formatDate(latest)}`}
      valueLabel="Streams"
      bucketLabel="Song"
      color={LISTENING_COLORS.streams}
      bars={bars}
    />
  );
}

/** Each playlist of the playlists tables: its streams and listeners period by period. */
export const PlaylistListeningTable = observer(function PlaylistListeningTable({
  playlists,
}: {
  playlists: readonly PlaylistListening[];
}) {
  if (playlists.length === 0) return null;
  return (
    <div className="listening-playlists">
      {playlists.map((playlist) => (
        <PlaylistPeriods key={`${playlist.playlist_key ?? ''}:${playlist.title}`} playlist={playlist} />
      ))}
    </div>
  );
});

function PlaylistPeriods({ playlist }: { playlist: PlaylistListening }) {
  const points = (pick: 'streams' | 'listeners'): ChartPoint[] =>
    playlist.periods.map((period) => ({ at: `${period.period_end}T00:00:00Z`, value: period[pick] }));
  const latest = playlist.periods.at(-1);
  return (
    <details className="listening-playlist">
      <summary>
        <strong>{playlist.title}</strong>
        {playlist.author && <span className="muted"> by {playlist.author}</span>}
        {latest && (
          <span className="listening-latest">
            {' '}
            · {formatCount(latest.streams)} streams, {formatCount(latest.listeners)} listeners in the latest
            period
          </span>
        )}
      </summary>
      {playlist.playlist_key ? (
        <p className="muted listening-note">
          Its followers are on{' '}
          <Link to={itemPath('playlist', playlist.playlist_key)}>the playlist's page</Link>, beside the checks
          we take.
        </p>
      ) : (
        <p className="muted listening-note">Not matched to a playlist you track.</p>
      )}
      {playlist.periods.length > 1 && (
        <div className="listening-charts listening-charts-pair">
          <LazyTimeSeriesChart
            label={`Streams per period on ${playlist.title}`}
            valueLabel="Streams"
            color={LISTENING_COLORS.streams}
            points={points('streams')}
            height={160}
          />
          <LazyTimeSeriesChart
            label={`Listeners per period on ${playlist.title}`}
            valueLabel="Listeners"
            color={LISTENING_COLORS.listeners}
            points={points('listeners')}
            height={160}
          />
        </div>
      )}
      <table className="listening-table">
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Streams</th>
            <th scope="col">Listeners</th>
          </tr>
        </thead>
        <tbody>
          {playlist.periods.map((period) => (
            <tr key={period.period_start + period.period_end}>
              <td>
                {formatDate(period.period_start)} – {formatDate(period.period_end)}
              </td>
              <td>{formatCount(period.streams)}</td>
              <td>{formatCount(period.listeners)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
