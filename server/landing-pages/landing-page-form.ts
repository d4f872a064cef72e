import type { FileContent, SpotifyUriEntry } from './ports';

/** A file the visitor uploaded, already read and measured; `type` was sniffed from its bytes. */
export interface UploadedFile extends FileContent {
  /** The name on the visitor's disk: shown nowhere, never used to store or type the file. */
  readonly originalName: string;
  /** `application/octet-stream` when the bytes are no known media. */
  readonly type: string;
  /** The extension the stored name gets; null for unknown bytes. */
  readonly extension: string | null;
}

/** A media field of the form: a new upload, a file from the owner's library, or nothing. */
export type FileField =
  | { readonly kind: 'upload'; readonly file: UploadedFile }
  | { readonly kind: 'existing'; readonly name: string }
  | null;

/** The create/edit form as submitted (`POST /api/landing-pages`, `PUT /api/landing-pages/{slug}`). */
export interface LandingPageForm {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly metaPixelId: string;
  readonly metaAccessToken: string;
  readonly spotifyUris: readonly SpotifyUriEntry[];
  readonly appleMusicUrls: readonly string[];
  readonly amazonMusicUrls: readonly string[];
  readonly youtubeMusicUrls: readonly string[];
  /** On edit, null keeps the current image. */
  readonly image: FileField;
  /** Null means no video (an edit sends the current one to keep it). */
  readonly video: FileField;
  /** Kept only when the video is WebM. */
  readonly videoMp4: FileField;
}

/** Why saving a page failed; `invalid` carries the domain's message. */
export type LandingPageFailure =
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'slug_taken' }
  /** The uploads would take the owner's library over its storage quota. */
  | { readonly kind: 'quota_exceeded'; readonly usedBytes: number; readonly quotaBytes: number }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'forbidden' };
