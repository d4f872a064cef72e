import { analyzeFollowerChart } from '@domain/analytics';
import type { ChartVerdict } from '@domain/catalog';
import type { TrackedKind } from '@domain/tracking';
import { COORDINATED_CURATOR } from './coordinated-campaign';
import { playlistFollowersAt } from './demo-dynamics';
import { type DemoCatalog, type DemoPlaylist, dayOf } from './demo-model';

export interface DemoItem {
  readonly kind: TrackedKind;
  readonly id: string;
}

/**
 * A deterministic, varied pick from the demo catalog: big and small artists, one hit of each, and
 * playlists of every grade (two likely botted, one suspicious, two clean) as their year of daily
 * checks grades them, so a newcomer sees all three. Plus one playlist with an editorial feature in
 * that year and its viral track: the burst grades suspicious, and the track's rise on those days
 * shows how popularity corroborates a gain as organic. And the playlists of the curator who bought
 * followers for all of them on the same days (coordinated-campaign.ts), for the curator page. And one big
 * playlist whose followers grade clean: the demo's listening exports make it the one nobody plays
 * (chooseSilentDemoPlaylist).
 */
export function chooseDemoItems(catalog: DemoCatalog, now: Date, days: number): DemoItem[] {
  const today = dayOf(now);
  const firstDay = today - days;
  const artists = [...catalog.artists].sort((a, b) => b.followers.ceiling - a.followers.ceiling);
  const pickedArtists = [0, 6, 40, 150].map((rank) => artists[Math.min(rank, artists.length - 1)]!);
  const tracks = pickedArtists.flatMap((artist) => {
    const own = artist.trackIds.map((id) => catalog.trackById.get(id)!).filter(Boolean);
    const hit = own.sort((a, b) => b.appeal - a.appeal)[0];
    return hit ? [hit.id] : [];
  });
  const existing = catalog.playlists.filter((playlist) => playlist.createdDay <= firstDay);
  const campaign = existing.filter((playlist) => playlist.ownerId === COORDINATED_CURATOR.id);
  const spiked = existing.filter(
    (playlist) =>
      !campaign.includes(playlist) &&
      playlist.botBursts.some((burst) => burst.day > firstDay && burst.day < today),
  );
  const organic = existing.filter((playlist) => playlist.botBursts.length === 0 && playlist.cadenceDays > 0);
  const byGrade = (grade: ChartVerdict, candidates: readonly DemoPlaylist[], count: number) =>
    candidates.filter((playlist) => gradeOver(playlist, now, days) === grade).slice(0, count);
  const featuredIn = (playlist: DemoPlaylist) =>
    playlist.features?.find(
      (feature) => feature.day > firstDay + FEATURE_MARGIN_DAYS && feature.day < today - FEATURE_MARGIN_DAYS,
    );
  const featured = byGrade('suspicious', existing.filter(featuredIn), 1);
  const viralTracks = featured.map((playlist) => featuredIn(playlist)!.trackId);
  const playlists = [
    ...byGrade('likely_botted', spiked, 2),
    ...byGrade('suspicious', spiked, 1),
    ...byGrade('clean', organic, 2),
    ...featured,
    ...campaign,
  ];
  const silent = chooseSilentDemoPlaylist(catalog, now, days);
  if (silent && !playlists.includes(silent)) playlists.push(silent);
  return [
    ...[...new Set(pickedArtists.map((artist) => artist.id))].map((id) => ({ kind: 'artist' as const, id })),
    ...[...new Set([...tracks, ...viralTracks])].map((id) => ({ kind: 'track' as const, id })),
    ...playlists.map((playlist) => ({ kind: 'playlist' as const, id: playlist.id })),
  ];
}

/** Followers the demo's silent playlist has at least: many, so its silence is the story. */
export const SILENT_PLAYLIST_FOLLOWERS = 50_000;

/**
 * The playlist the demo's listening exports make silent (issue 34): the biggest one, at least
 * SILENT_PLAYLIST_FOLLOWERS followers, that has existed the whole history and whose followers grade
 * clean, so only listening can tell it is not. Undefined when the catalog has none.
 */
export function chooseSilentDemoPlaylist(
  catalog: DemoCatalog,
  now: Date,
  days: number,
): DemoPlaylist | undefined {
  const firstDay = dayOf(now) - days;
  return catalog.playlists
    .filter(
      (playlist) =>
        playlist.createdDay <= firstDay &&
        playlist.botBursts.length === 0 &&
        !playlist.features?.length &&
        playlistFollowersAt(playlist, now) >= SILENT_PLAYLIST_FOLLOWERS,
    )
    .sort((a, b) => playlistFollowersAt(b, now) - playlistFollowersAt(a, now))
    .find((playlist) => gradeOver(playlist, now, days) === 'clean');
}

const DAY_MS = 86_400_000;
/** A feature this close to either end of the history would be cut off (its baseline or its ramp). */
const FEATURE_MARGIN_DAYS = 7;

/** The grade of a playlist's followers over daily checks at `now`'s time of day, as seeding records them. */
function gradeOver(playlist: DemoPlaylist, now: Date, days: number): ChartVerdict {
  const points = Array.from({ length: days + 1 }, (_, index) => {
    const at = new Date(now.getTime() - (days - index) * DAY_MS);
    return { checked_at: at.toISOString(), followers: playlistFollowersAt(playlist, at) };
  });
  return analyzeFollowerChart(points).verdict;
}
