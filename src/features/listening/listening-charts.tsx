import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { ArtistListeningAnswer, ArtistPlaylistListening } from '@domain/listening';
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
  const matched = inPeriod.filter((song) => song.track_key !== null).length;
  return (
    <>
      <BarChart
        label={`Streams per song, ${formatDate(start)} – ${formatDate(latest)}`}
        valueLabel="Streams"
        bucketLabel="Song"
        color={LISTENING_COLORS.streams}
        bars={bars}
      />
      <details className="listening-songs">
        <summary>
          Songs and the tracks they matched ({matched} of {inPeriod.length} matched)
        </summary>
        <p className="muted listening-note">
          A song is matched by its Spotify link or ISRC when the file has them, else by its exact title and
          artist among the tracks you track; any other song stays unmatched.
        </p>
        <table className="listening-table">
          <thead>
            <tr>
              <th scope="col">Song</th>
              <th scope="col">Streams</th>
              <th scope="col">Track</th>
            </tr>
          </thead>
          <tbody>
            {inPeriod.map((song) => (
              <tr key={song.song}>
                <td>{song.song}</td>
                <td>{formatCount(song.streams)}</td>
                <td>
                  {song.track_key === null ? (
                    <span className="muted">unmatched</span>
                  ) : (
                    <Link to={itemPath('track', song.track_key)}>its track</Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

/** Each playlist of the playlists tables: its streams and listeners period by period, its followers beside. */
export const PlaylistListeningTable = observer(function PlaylistListeningTable({
  playlists,
}: {
  playlists: readonly ArtistPlaylistListening[];
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

function PlaylistPeriods({ playlist }: { playlist: ArtistPlaylistListening }) {
  const at = (day: string) => `${day}T00:00:00Z`;
  const points = (pick: 'streams' | 'listeners'): ChartPoint[] =>
    playlist.periods.map((period) => ({ at: at(period.period_end), value: period[pick] }));
  const followers = playlist.followers;
  const followerPoints: ChartPoint[] = (followers ?? []).flatMap((period) =>
    period.followers === null ? [] : [{ at: at(period.period_end), value: period.followers }],
  );
  const followersOf = new Map(
    (followers ?? []).map((period) => [`${period.period_start}/${period.period_end}`, period.followers]),
  );
  const latest = playlist.periods.at(-1);
  const charted = playlist.periods.length > 1;
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
      <FollowersNote playlist={playlist} />
      {charted && (
        <div className={`listening-charts ${followers ? 'listening-charts-trio' : 'listening-charts-pair'}`}>
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
          {followers &&
            (followerPoints.length > 1 ? (
              <LazyTimeSeriesChart
                label={`Followers at each period's end on ${playlist.title}`}
                valueLabel="Followers"
                color={LISTENING_COLORS.followers}
                points={followerPoints}
                height={160}
              />
            ) : (
              <p className="muted listening-note listening-followers-few">
                Too few follower counts in these periods to draw (see the table).
              </p>
            ))}
        </div>
      )}
      <div className="listening-table-scroll">
        <table className="listening-table">
          <caption className="visually-hidden">
            {playlist.title}: streams and listeners per period
            {followers ? ', with its followers at the end of each period' : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Streams</th>
              <th scope="col">Listeners</th>
              {followers && <th scope="col">Followers</th>}
            </tr>
          </thead>
          <tbody>
            {playlist.periods.map((period) => {
              const count = followersOf.get(`${period.period_start}/${period.period_end}`) ?? null;
              return (
                <tr key={period.period_start + period.period_end}>
                  <td>
                    {formatDate(period.period_start)} – {formatDate(period.period_end)}
                  </td>
                  <td>{formatCount(period.streams)}</td>
                  <td>{formatCount(period.listeners)}</td>
                  {followers && <td>{count === null ? 'not read' : formatCount(count)}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Where the playlist's followers are: beside its listening, or why they are not. */
function FollowersNote({ playlist }: { playlist: ArtistPlaylistListening }) {
  if (playlist.playlist_key === null)
    return <p className="muted listening-note">Not matched to a playlist you track.</p>;
  const page = itemPath('playlist', playlist.playlist_key);
  if (playlist.followers === null)
    return (
      <p className="muted listening-note">
        Not tracked: <Link to={page}>Track</Link> to see followers.
      </p>
    );
  return (
    <p className="muted listening-note">
      Followers as we read them at the end of each period, beside your streams and listeners;{' '}
      <Link to={page}>the playlist's page</Link> has every check.
    </p>
  );
}
