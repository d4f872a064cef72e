export {
  type FakeSpotify,
  type FakeSpotifyOptions,
  type Fault,
  startFakeSpotify,
} from './fake-spotify-server';
export * from './fixtures';
export type { FakeMode } from './wire-format';
