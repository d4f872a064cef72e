import type { MusicService } from '@domain/ports';
import type { Clock } from '@domain/ports';
import { DemoMusicService } from './adapters/demo/demo-music-service';
import { SpotifyMusicService } from './adapters/spotify/spotify-music-service';

export interface MusicServiceOptions {
  readonly source: 'demo' | 'spotify';
  readonly clientId?: string;
  readonly clientSecret?: string;
  /** e.g. `https://api.spotify.com/v1` (SPOTIFY_API_URL). */
  readonly apiUrl: string;
  /** e.g. `https://accounts.spotify.com` (SPOTIFY_ACCOUNTS_URL); the token is at `/api/token`. */
  readonly accountsUrl: string;
  readonly clock: Clock;
}

/** The configured music catalog: Spotify with credentials, otherwise the embedded demo. */
export function createMusicService(options: MusicServiceOptions): MusicService {
  if (options.source === 'demo') return new DemoMusicService(options.clock);
  if (!options.clientId || !options.clientSecret) {
    throw new Error('MUSIC_SOURCE=spotify needs SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET');
  }
  return new SpotifyMusicService({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    apiUrl: options.apiUrl,
    accountsUrl: options.accountsUrl,
  });
}
