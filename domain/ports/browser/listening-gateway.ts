import type {
  ArtistListeningAnswer,
  ImportAnswer,
  ImportEntry,
  ImportUpload,
} from '../../listening/listening-answers';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/** A tracked item whose kept readings are imported. */
export interface KeptItemRef {
  readonly kind: 'artist' | 'track' | 'playlist';
  readonly key: string;
}

/** One upload of kept readings: the file, and the mapping step's columns when it needed one. */
export interface KeptReadingsUpload {
  readonly file: Blob;
  readonly fileName: string;
  readonly mapping?: Readonly<Record<string, number>>;
}

/** The signed-in account's own imported numbers (Spotify for Artists exports). */
export interface ListeningGateway {
  /** `GET /api/artist/{id}/listening`. */
  artistListening(artistKey: string): Promise<RemoteResult<ArtistListeningAnswer>>;
  /** `POST /api/artist/{id}/listening/imports`: a 422 comes back as the mapping step, not a failure. */
  importFile(artistKey: string, upload: ImportUpload): Promise<RemoteResult<ImportAnswer>>;
  /** `GET /api/user/listening-imports`. */
  imports(): Promise<RemoteResult<readonly ImportEntry[]>>;
  /**
   * `POST /api/{kind}/{id}/kept-readings`: past readings of a tracked item, kept elsewhere (`date,count`);
   * a 422 comes back as the mapping step.
   */
  importKeptReadings(item: KeptItemRef, upload: KeptReadingsUpload): Promise<RemoteResult<ImportAnswer>>;
  /** `DELETE /api/user/listening-imports/{id}`. */
  deleteImport(id: number): Promise<RemoteResult<{ readonly message: string }>>;
}

export const ListeningGateway: PortToken<ListeningGateway> = Symbol.for('ListeningGateway');
