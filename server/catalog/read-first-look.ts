import { type CuratorPlaylist, type FirstLookTrack, firstLook } from '@domain/analytics';
import type { ChartAnalysis, FirstLook, MusicPlaylist, MusicServiceError } from '@domain/catalog';
import type { Clock, MusicService } from '@domain/ports';
import { ok, type Result } from '../platform/result';
import { type CacheTimes, cachedMusicRead } from './cached-music-read';
import type { CatalogCache, CuratorPlaylistGrades } from './ports';

/** What a first look reads: the contents once, and the audiences of at most this many lead artists. */
export const FIRST_LOOK_ARTISTS = 20;
/** Artist reads in flight at once. */
const ARTIST_READS_AT_ONCE = 5;

export interface FirstLookDeps {
  readonly music: MusicService;
  readonly cache: CatalogCache;
  readonly times: CacheTimes;
  readonly clock: Clock;
  readonly curators: CuratorPlaylistGrades;
}

export interface FirstLookRequest {
  readonly id: string;
  /** Its follower analysis (insufficient_data), for the checks it stands on. */
  readonly chart: ChartAnalysis;
  /** The playlist with its items when this request already read it; else it is read here when needed. */
  readonly contents: MusicPlaylist | null;
  /** Read afresh rather than from the cache (a tracker's forced refresh). */
  readonly fresh: boolean;
}

/** One reading of a playlist's contents, kept as the cache holds it (JSON). */
interface ContentsReading {
  readonly readAt: string;
  readonly ownerId: string;
  readonly followers: number | null;
  readonly totalTracks: number | null;
  readonly tracks: readonly FirstLookTrack[];
  readonly audiences: ReadonlyArray<readonly [string, number | null]>;
}

/**
 * The first look at a playlist whose follower history is too short (domain firstLook): its contents
 * read once and kept as long as the catalog keeps answers, the audiences of its most frequent lead
 * artists (at most FIRST_LOOK_ARTISTS, each kept as an answer too), the curator's other playlists the
 * install grades, and the checks `chart` stands on. Null when the contents cannot be read.
 */
export async function readFirstLook(
  deps: FirstLookDeps,
  { id: playlistId, chart, contents, fresh }: FirstLookRequest,
): Promise<FirstLook | null> {
  const reading = await deps.cache.getOrLoad(
    `first-look:${playlistId}`,
    deps.times.answerMs,
    () => readContents(deps, playlistId, contents),
    { bypass: fresh },
  );
  if (!reading.ok) return null;
  const { readAt, ownerId, followers, totalTracks, tracks, audiences } = reading.value;
  const curatorPlaylists: readonly CuratorPlaylist[] | null = await deps.curators.ofOwner(
    ownerId,
    playlistId,
  );
  return firstLook({
    readAt,
    followers,
    tracks,
    totalTracks,
    artistFollowers: new Map(audiences),
    curatorPlaylists,
    checks: chart.coverage?.checks ?? 0,
    firstCheck: chart.coverage?.first_check ?? null,
  });
}

async function readContents(
  deps: FirstLookDeps,
  playlistId: string,
  alreadyRead: MusicPlaylist | null,
): Promise<Result<ContentsReading, MusicServiceError>> {
  const read = alreadyRead ? ok(alreadyRead) : await deps.music.getPlaylist(playlistId, { withItems: true });
  if (!read.ok) return read;
  const playlist = read.value;
  const tracks = contentsOf(playlist);
  const audiences = await leadAudiences(deps, mostFrequentLeads(tracks, FIRST_LOOK_ARTISTS));
  return ok({
    readAt: deps.clock.now().toISOString(),
    ownerId: playlist.owner.id,
    followers: playlist.followers,
    totalTracks: playlist.totalTracks,
    tracks,
    audiences,
  });
}

function contentsOf(playlist: MusicPlaylist): FirstLookTrack[] {
  return (playlist.items ?? []).map((item) => ({
    addedAt: item.addedAt,
    artistIds: item.track?.artists.map((artist) => artist.id) ?? [],
  }));
}

/** The `count` lead artists with the most tracks on it, ties in playlist order. */
export function mostFrequentLeads(tracks: readonly FirstLookTrack[], count: number): string[] {
  const counts = new Map<string, number>();
  for (const track of tracks) {
    const lead = track.artistIds[0];
    if (lead !== undefined) counts.set(lead, (counts.get(lead) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([artist]) => artist);
}

async function leadAudiences(
  deps: FirstLookDeps,
  artistIds: readonly string[],
): Promise<Array<readonly [string, number | null]>> {
  const audiences: Array<readonly [string, number | null]> = [];
  for (let start = 0; start < artistIds.length; start += ARTIST_READS_AT_ONCE) {
    const batch = artistIds.slice(start, start + ARTIST_READS_AT_ONCE);
    const answers = await Promise.all(
      batch.map((artistId) =>
        cachedMusicRead(deps.cache, `artist-audience:${artistId}`, deps.times, async () => {
          const artist = await deps.music.getArtist(artistId);
          return artist.ok ? ok({ followers: artist.value.followers }) : artist;
        }),
      ),
    );
    batch.forEach((artistId, index) => {
      const answer = answers[index]!;
      audiences.push([artistId, answer.ok ? answer.value.followers : null]);
    });
  }
  return audiences;
}
