export type {
  AudienceDay,
  ListeningReads,
  PlaylistListening,
  PlaylistListeningPeriod,
  SongListening,
} from './listening-contracts';
