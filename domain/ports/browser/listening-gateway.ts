import type {
  ArtistListeningAnswer,
  ImportAnswer,
  ImportEntry,
  ImportUpload,
} from '../../listening/listening-answers';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/** The signed-in account's own imported numbers (Spotify for Artists exports). */
export interface ListeningGateway {
  /** `GET /api/artist/{id}/listening`. */
  artistListening(artistKey: string): Promise<RemoteResult<ArtistListeningAnswer>>;
  /** `POST /api/artist/{id}/listening/imports`: a 422 comes back as the mapping step, not a failure. */
  importFile(artistKey: string, upload: ImportUpload): Promise<RemoteResult<ImportAnswer>>;
  /** `GET /api/user/listening-imports`. */
  imports(): Promise<RemoteResult<readonly ImportEntry[]>>;
  /** `DELETE /api/user/listening-imports/{id}`. */
  deleteImport(id: number): Promise<RemoteResult<{ readonly message: string }>>;
}

export const ListeningGateway: PortToken<ListeningGateway> = Symbol.for('ListeningGateway');
