import { itemKey, parseItemKey } from '@domain/catalog/item-key';
import type { MusicServiceError, MusicTrack } from '@domain/catalog';
import { type ArtistVote, artistLinkFromVotes } from '@domain/item-links';
import type { MusicService } from '@domain/ports';
import { ok, type Result } from '../../platform/result';
import type { ItemLinksPorts, ItemRef, StoredLink, TwinService } from '../ports';

/** Tracks looked up on Deezer to link an artist: enough for a majority, few enough to stay cheap. */
export const ARTIST_SAMPLE_TRACKS = 5;
const SAMPLED_ALBUMS = 3;

type LinkRead<T> = Promise<Result<T, MusicServiceError>>;

/**
 * Looks for the Deezer twin of a Spotify item and stores it (docs/integrations.md#items-linked-across-services):
 * a track by its ISRC, an album by its UPC, an artist through its tracks (each track's twin's main
 * artist; linked when most looked-up tracks agree and the names match). Answers the link in force
 * (an earlier one, or the one found), or null when there is no twin or only one a user rejected.
 */
export async function linkItem(deps: ItemLinksPorts, item: ItemRef): LinkRead<StoredLink | null> {
  const existing = await deps.store.current(item);
  if (existing) return ok(existing);
  const spotifyId = parseItemKey(item.spotifyKey);
  if (spotifyId?.service !== 'spotify') return ok(null);
  const found = await findTwin(deps.spotify, deps.deezer, item.kind, spotifyId.id);
  if (!found.ok) return found;
  if (found.value === null) return ok(null);
  const deezerKey = itemKey({ service: 'deezer', id: found.value.id });
  if (await deps.store.isRejected(item, deezerKey)) return ok(null);
  await deps.store.saveFound(
    { ...item, deezerKey, method: found.value.method, confirmed: false },
    deps.clock.now(),
  );
  return ok(await deps.store.current(item));
}

interface Twin {
  readonly id: string;
  readonly method: StoredLink['method'];
}

async function findTwin(
  spotify: MusicService,
  deezer: TwinService,
  kind: ItemRef['kind'],
  id: string,
): LinkRead<Twin | null> {
  if (kind === 'track') {
    const track = await spotify.getTrack(id);
    if (!track.ok) return track;
    return twinOfTrack(deezer, track.value);
  }
  if (kind === 'album') {
    const album = await spotify.getAlbum(id);
    if (!album.ok) return album;
    if (!album.value.upc) return ok(null);
    const twin = await deezer.albumByUpc(album.value.upc);
    if (!twin.ok) return twin;
    return ok(twin.value ? { id: twin.value.id, method: 'upc' } : null);
  }
  return twinOfArtist(spotify, deezer, id);
}

async function twinOfTrack(deezer: TwinService, track: MusicTrack): LinkRead<Twin | null> {
  if (!track.isrc) return ok(null);
  const twin = await deezer.trackByIsrc(track.isrc);
  if (!twin.ok) return twin;
  return ok(twin.value ? { id: twin.value.id, method: 'isrc' } : null);
}

async function twinOfArtist(spotify: MusicService, deezer: TwinService, id: string): LinkRead<Twin | null> {
  const artist = await spotify.getArtist(id);
  if (!artist.ok) return artist;
  const tracks = await sampleTracks(spotify, id);
  if (!tracks.ok) return tracks;
  const votes: Array<ArtistVote | null> = [];
  for (const track of tracks.value) {
    if (!track.isrc) continue;
    const twin = await deezer.trackByIsrc(track.isrc);
    if (!twin.ok) return twin;
    const main = twin.value?.artists[0];
    votes.push(main ? { id: main.id, name: main.name } : null);
  }
  const winner = artistLinkFromVotes(artist.value.name, votes);
  return ok(winner ? { id: winner.id, method: 'artist_tracks' } : null);
}

/**
 * A few of the artist's own tracks, with their ISRCs: the top tracks when Spotify offers them,
 * otherwise the first tracks the artist leads on their latest albums (each read for its ISRC).
 */
async function sampleTracks(spotify: MusicService, artistId: string): LinkRead<readonly MusicTrack[]> {
  const top = await spotify.getArtistTopTracks(artistId);
  if (!top.ok) return top;
  if (top.value !== null && top.value.length > 0) return ok(top.value.slice(0, ARTIST_SAMPLE_TRACKS));
  const albums = await spotify.getArtistAlbums(artistId);
  if (!albums.ok) return albums;
  const own = albums.value.filter((album) => album.albumGroup !== 'appears_on').slice(0, SAMPLED_ALBUMS);
  const trackIds: string[] = [];
  for (const summary of own) {
    const album = await spotify.getAlbum(summary.id);
    if (!album.ok) return album;
    for (const track of album.value.tracks)
      if (track.artists[0]?.id === artistId && trackIds.length < ARTIST_SAMPLE_TRACKS)
        trackIds.push(track.id);
    if (trackIds.length >= ARTIST_SAMPLE_TRACKS) break;
  }
  const tracks: MusicTrack[] = [];
  for (const trackId of trackIds) {
    const track = await spotify.getTrack(trackId);
    if (!track.ok) return track;
    tracks.push(track.value);
  }
  return ok(tracks);
}
