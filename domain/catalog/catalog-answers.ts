import { withheldOf } from '../data-sources/withheld-figures';
// Domain music objects → the API's JSON shapes (docs/product.md §3; domain/catalog/catalog-contracts.ts).
import { formatDate } from '../formatting/dates';
import type { FirstLook } from './first-look-contracts';
import type {
  ArtistSearchItem,
  ChartAnalysis,
  PlaylistInfo,
  PlaylistSearchItem,
  SearchResponse,
  TrackDetails,
  TrackSearchItem,
} from './catalog-contracts';
import type {
  MusicArtist,
  MusicItemType,
  MusicPlaylist,
  MusicSearchItems,
  MusicSearchPage,
  MusicTrack,
} from './music-types';
import { imageRefs, largestImage } from './catalog-images';

/** A page of the music service's search results as the `/api/search` answer. */
export function searchResponse<T extends MusicItemType>(
  type: T,
  page: MusicSearchPage<MusicSearchItems[T]>,
): SearchResponse {
  if (type === 'artist') {
    const items = (page.items as readonly MusicArtist[]).map(artistSearchItem);
    return { artists: { items, total: page.total } };
  }
  if (type === 'track') {
    const items = (page.items as readonly MusicTrack[]).map(trackSearchItem);
    return { tracks: { items, total: page.total } };
  }
  const items = (page.items as readonly MusicPlaylist[]).map(playlistSearchItem);
  return { playlists: { items, total: page.total } };
}

function artistSearchItem(artist: MusicArtist): ArtistSearchItem {
  return {
    id: artist.id,
    name: artist.name,
    images: imageRefs(artist.images),
    followers: { total: artist.followers },
    genres: artist.genres ?? [],
  };
}

function trackSearchItem(track: MusicTrack): TrackSearchItem {
  return {
    id: track.id,
    name: track.name,
    album: { name: track.album.name, images: imageRefs(track.album.images) },
    artists: track.artists.map((artist) => ({ id: artist.id, name: artist.name })),
  };
}

function playlistSearchItem(playlist: MusicPlaylist): PlaylistSearchItem {
  return {
    id: playlist.id,
    name: playlist.name,
    images: imageRefs(playlist.images),
    owner: { display_name: playlist.owner.displayName },
  };
}

/** A track as the `/api/track/:id` answer. */
export function trackDetails(track: MusicTrack): TrackDetails {
  return {
    id: track.id,
    name: track.name,
    album: {
      id: track.album.id,
      name: track.album.name,
      images: imageRefs(track.album.images),
      release_date: track.album.releaseDate,
    },
    artists: track.artists.map((artist) => ({ id: artist.id, name: artist.name })),
    external_urls: { spotify: track.url },
    duration_ms: track.durationMs,
    popularity: track.popularity,
    explicit: track.explicit,
    external_ids: { isrc: track.isrc },
    withheld: withheldOf(track, ['popularity']),
  };
}

/** An owner's key as answers carry it; null when the service named no owner (`''`, or `deezer:` alone). */
function ownerKey(key: string): string | null {
  return key === '' || key.endsWith(':') ? null : key;
}

/** Playlist info without its chart analysis (that depends on the recorded history, not the service). */
export type PlaylistBasics = Omit<PlaylistInfo, 'chart_analysis' | 'first_look'>;

/** A playlist's metadata as the `/api/playlist/:id` answer, before its chart analysis. */
export function playlistBasics(playlist: MusicPlaylist): PlaylistBasics {
  return {
    id: playlist.id,
    name: playlist.name,
    image: largestImage(playlist.images),
    description: playlist.description,
    spotify_url: playlist.url,
    total_tracks: playlist.totalTracks ?? playlist.items?.length ?? null,
    followers: playlist.followers,
    owner: {
      id: ownerKey(playlist.owner.id),
      name: playlist.owner.displayName,
      profile_url: playlist.owner.url || null,
    },
    withheld: withheldOf(playlist, ['followers']),
  };
}

/**
 * The `/api/playlist/:id` answer: the playlist's metadata with the analysis of its recorded followers.
 * While that analysis is too short and a first look rides along, its reason names the first look's
 * ready-by date, so the two never disagree on when the follower verdict comes.
 */
export function playlistInfo(
  basics: PlaylistBasics,
  chartAnalysis: ChartAnalysis,
  firstLook: FirstLook | null = null,
): PlaylistInfo {
  const chart = firstLook ? withReadyBy(chartAnalysis, firstLook) : chartAnalysis;
  return { ...basics, chart_analysis: chart, first_look: firstLook };
}

/** "… The follower verdict will be ready by 06/12/2026 if it is tracked today." on a too-short history. */
export function withReadyBy(chart: ChartAnalysis, look: FirstLook): ChartAnalysis {
  if (chart.verdict !== 'insufficient_data') return chart;
  const condition = look.tracked ? '' : ' if it is tracked today';
  const ready = `The follower verdict will be ready by ${formatDate(look.verdict_ready_by)}${condition}.`;
  const [first, ...rest] = chart.reasons;
  return { ...chart, reasons: [first === undefined ? ready : `${first} ${ready}`, ...rest] };
}
