import type {
  LandingClickStats,
  LandingPageRecord,
  SpotifyUriShare,
  UserFileLibrary,
} from '../../landing/landing-page-contracts';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/** A media field of the form: a file from the user's disk, a file already in their library, or none. */
export type LandingMedia =
  | { readonly kind: 'upload'; readonly file: File }
  | { readonly kind: 'existing'; readonly name: string }
  | null;

/** The create/edit form as sent (multipart: text fields, JSON-array lists, files or library names). */
export interface LandingPageSubmission {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly metaPixelId: string;
  readonly metaAccessToken: string;
  readonly spotifyUris: readonly SpotifyUriShare[];
  readonly appleMusicUrls: readonly string[];
  readonly amazonMusicUrls: readonly string[];
  readonly youtubeMusicUrls: readonly string[];
  readonly image: LandingMedia;
  readonly video: LandingMedia;
  readonly videoMp4: LandingMedia;
}

/** Called as the request body goes out, with the share sent so far (0 to 1). */
export type UploadProgress = (fraction: number) => void;

/** The signed-in user's own landing pages, file library and click counts (docs/product.md §7). */
export interface LandingPagesGateway {
  list(): Promise<RemoteResult<readonly LandingPageRecord[]>>;
  userFiles(): Promise<RemoteResult<UserFileLibrary>>;
  stats(slug: string): Promise<RemoteResult<LandingClickStats>>;
  create(page: LandingPageSubmission, onProgress?: UploadProgress): Promise<RemoteResult<LandingPageRecord>>;
  /** Replaces the page now at `slug` (the submission may carry a new slug). */
  update(
    slug: string,
    page: LandingPageSubmission,
    onProgress?: UploadProgress,
  ): Promise<RemoteResult<LandingPageRecord>>;
  delete(slug: string): Promise<RemoteResult<void>>;
}

export const LandingPagesGateway: PortToken<LandingPagesGateway> = Symbol.for('LandingPagesGateway');
