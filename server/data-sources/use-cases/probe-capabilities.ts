import {
  ALL_CAPABILITIES,
  type Capability,
  type CapabilityReport,
  UNKNOWN_CAPABILITIES,
} from '@domain/data-sources';
import type { Clock, MusicService } from '@domain/ports';
import { ok, type Result } from '@domain/result';
import type { CapabilityStore, DataSource } from '../ports';

export interface ProbeCapabilitiesDeps {
  readonly store: CapabilityStore;
  readonly clock: Clock;
}

/** A query any catalog answers with a few items; one item of each kind is enough. */
const PROBE_QUERY = 'a';
const ONE = { offset: 0, limit: 1 } as const;

/**
 * Finds what the service gives this installation with a handful of calls (an artist found by search:
 * followers, popularity, top tracks; a track: popularity; a playlist the app does not own: its
 * contents) and stores it. The demo catalog gives everything, without a call. A call that fails
 * leaves its capabilities unknown (null), never "withheld".
 */
export async function probeCapabilities(
  deps: ProbeCapabilitiesDeps,
  source: DataSource,
): Promise<Result<CapabilityReport, never>> {
  const capabilities = source.source === 'demo' ? ALL_CAPABILITIES : await probe(source.music);
  const report = { service: source.service, capabilities, probedAt: deps.clock.now().toISOString() };
  await deps.store.save(report);
  return ok(report);
}

async function probe(music: MusicService): Promise<Record<Capability, boolean | null>> {
  const found: Record<Capability, boolean | null> = { ...UNKNOWN_CAPABILITIES };
  const artists = await music.search(PROBE_QUERY, 'artist', ONE);
  const artist = artists.ok ? artists.value.items[0] : undefined;
  if (artist) {
    found.artist_followers = artist.followers !== null;
    found.artist_popularity = artist.popularity !== null;
    const top = await music.getArtistTopTracks(artist.id);
    if (top.ok) found.top_tracks = top.value !== null;
  }
  const tracks = await music.search(PROBE_QUERY, 'track', ONE);
  const track = tracks.ok ? tracks.value.items[0] : undefined;
  if (track) found.track_popularity = track.popularity !== null;
  const playlists = await music.search(PROBE_QUERY, 'playlist', { offset: 0, limit: 3 });
  const playlist = playlists.ok ? playlists.value.items[0] : undefined;
  if (playlist) {
    const read = await music.getPlaylist(playlist.id);
    if (read.ok) found.playlist_contents = read.value.items !== null;
    else if (read.error.kind === 'forbidden') found.playlist_contents = false;
  }
  return found;
}
