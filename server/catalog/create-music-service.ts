import type { MusicService } from '@domain/ports';
import type { Clock } from '@domain/ports';
import type { Config } from '../config';
import type { UpstreamCallRecorder } from '../platform/upstream-calls';
import { DemoMusicService } from './adapters/demo/demo-music-service';
import { SpotifyMusicService } from './adapters/spotify/spotify-music-service';

/** The music-service settings of the configuration (MUSIC_SOURCE, SPOTIFY_*). */
export type MusicServiceSettings = Pick<
  Config,
  'musicSource' | 'spotifyClientId' | 'spotifyClientSecret' | 'spotifyApiUrl' | 'spotifyAccountsUrl'
>;

/** The configured music catalog: Spotify with credentials, otherwise the embedded demo. */
export function createMusicService(
  settings: MusicServiceSettings,
  clock: Clock,
  calls?: UpstreamCallRecorder,
): MusicService {
  if (settings.musicSource === 'demo') return new DemoMusicService(clock);
  if (!settings.spotifyClientId || !settings.spotifyClientSecret) {
    throw new Error('MUSIC_SOURCE=spotify needs SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET');
  }
  return new SpotifyMusicService({
    clientId: settings.spotifyClientId,
    clientSecret: settings.spotifyClientSecret,
    apiUrl: settings.spotifyApiUrl,
    accountsUrl: settings.spotifyAccountsUrl,
    calls,
  });
}
