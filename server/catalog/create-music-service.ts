import type { Clock, MusicService } from '@domain/ports';
import type { Config } from '../config';
import type { RateCounter } from '../http/rate-counter';
import { deezerCallBudget } from './adapters/deezer/deezer-call-budget';
import { DeezerMusicService } from './adapters/deezer/deezer-music-service';
import type { UpstreamCallRecorder } from '../platform/upstream-calls';
import { DemoMusicService } from './adapters/demo/demo-music-service';
import { SpotifyMusicService } from './adapters/spotify/spotify-music-service';
import type { MusicServices } from './music-services';

/** The music-service settings of the configuration (MUSIC_SOURCES, SPOTIFY_*, DEEZER_API_URL). */
export type MusicServiceSettings = Pick<
  Config,
  | 'musicSources'
  | 'spotifyClientId'
  | 'spotifyClientSecret'
  | 'spotifyApiUrl'
  | 'spotifyAccountsUrl'
  | 'deezerApiUrl'
>;

/** What the music services are built with besides the settings. */
export interface MusicServicesDeps {
  readonly clock: Clock;
  /**
   * Where calls to Deezer are counted against its 50 per 5 s: the deployment's upstream counter
   * (PostgreSQL, shared by every process) or, by default, this process's memory.
   */
  readonly upstreamRateCounter?: RateCounter;
  /** Where the adapters count their upstream calls and failures (the admin's data sources). */
  readonly calls?: UpstreamCallRecorder;
}

/**
 * The services `MUSIC_SOURCES` switches on, each answering with its own ids: `spotify` (the Spotify
 * adapter, or the embedded demo catalog standing in for it with `demo`) and `deezer`.
 */
export function createMusicServices(settings: MusicServiceSettings, deps: MusicServicesDeps): MusicServices {
  const sources = settings.musicSources;
  if (sources.includes('demo')) return { spotify: new DemoMusicService(deps.clock) };
  return {
    ...(sources.includes('spotify') ? { spotify: spotifyService(settings, deps.calls) } : {}),
    ...(sources.includes('deezer')
      ? {
          deezer: new DeezerMusicService({
            apiUrl: settings.deezerApiUrl,
            budget: deezerCallBudget(deps.upstreamRateCounter),
            calls: deps.calls,
          }),
        }
      : {}),
  };
}

/**
 * The one catalog of callers that know a single service: Spotify (or the demo) when it is on,
 * else Deezer. Kept until every caller routes item keys to their service.
 */
export function createMusicService(
  settings: MusicServiceSettings,
  clock: Clock,
  deps: Omit<MusicServicesDeps, 'clock'> = {},
): MusicService {
  return primaryMusicService(createMusicServices(settings, { ...deps, clock }));
}

/** Spotify (or the demo standing in for it) when on, else Deezer. */
export function primaryMusicService(services: MusicServices): MusicService {
  const service = services.spotify ?? services.deezer;
  if (!service) throw new Error('MUSIC_SOURCES switches on no music service');
  return service;
}

function spotifyService(settings: MusicServiceSettings, calls?: UpstreamCallRecorder): SpotifyMusicService {
  if (!settings.spotifyClientId || !settings.spotifyClientSecret) {
    throw new Error('MUSIC_SOURCES=spotify needs SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET');
  }
  return new SpotifyMusicService({
    clientId: settings.spotifyClientId,
    clientSecret: settings.spotifyClientSecret,
    apiUrl: settings.spotifyApiUrl,
    accountsUrl: settings.spotifyAccountsUrl,
    calls,
  });
}
