// What the landing-page use cases need (docs/product.md §2 "Landing pages manager", §3, §5, §9).
import type { Readable } from 'node:stream';
import type { LandingService } from '@domain/landing';
import type { Result } from '../platform/result';

export interface SpotifyUriEntry {
  readonly uri: string;
  /** Whole percent, 0-100; the entries of a page sum to 100. */
  readonly proportion: number;
}

/** What the owner edits: every field of a page but its identity and timestamps. */
export interface LandingPageContent {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** File names in the owner's library (see {@link StoredFile}). */
  readonly image: string | null;
  readonly video: string | null;
  /** The MP4 fallback of a WebM video; null otherwise. */
  readonly videoMp4: string | null;
  readonly metaPixelId: string;
  readonly metaAccessToken: string | null;
  readonly spotifyUris: readonly SpotifyUriEntry[];
  readonly appleMusicUrls: readonly string[];
  readonly amazonMusicUrls: readonly string[];
  readonly youtubeMusicUrls: readonly string[];
}

export interface LandingPage extends LandingPageContent {
  readonly id: number;
  readonly ownerId: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Why a save was refused by the store: another page has the slug, or a library file it shows is gone. */
export type SaveConflict = 'slug_taken' | 'file_gone';

/** Landing pages; slugs are unique across all owners. */
export interface LandingPages {
  /** The owner's pages, newest first. */
  listByOwner(ownerId: number): Promise<LandingPage[]>;
  findBySlug(slug: string): Promise<LandingPage | null>;
  /**
   * Saves a new page. `libraryFiles` are the owner's library names it shows: they are locked for
   * the insert, so a concurrent {@link UserFiles.removeUnlessUsed} either sees this page or has
   * already removed the file, and then the save fails with `file_gone`.
   */
  create(
    ownerId: number,
    content: LandingPageContent,
    now: Date,
    libraryFiles?: readonly string[],
  ): Promise<Result<LandingPage, SaveConflict>>;
  /** Replaces a page's content; `libraryFiles` as in {@link create} (the page's owner's files). */
  update(
    id: number,
    content: LandingPageContent,
    now: Date,
    libraryFiles?: readonly string[],
  ): Promise<Result<LandingPage, SaveConflict>>;
  delete(id: number): Promise<void>;
  /** How many pages (of any owner) show the file `name` as image, video or fallback. */
  countUsesOf(name: string): Promise<number>;
}

export type MediaKind = 'image' | 'video';

/** An uploaded file in its owner's library; `name` is generated and unique. */
export interface StoredFile {
  readonly ownerId: number;
  readonly name: string;
  readonly kind: MediaKind;
  readonly contentType: string;
  readonly size: number;
  readonly createdAt: Date;
}

/** The owners' file libraries (what `GET /api/user-files` lists). */
export interface UserFiles {
  add(file: StoredFile): Promise<void>;
  /**
   * Adds the files to their owner's library only if the library then holds at most `quotaBytes`,
   * deciding and writing under one lock per owner (a transaction), so concurrent uploads never take
   * a library over its quota. All go in, or none: answers the bytes the library held when refused.
   */
  addWithinQuota(
    ownerId: number,
    files: readonly StoredFile[],
    quotaBytes: number,
  ): Promise<{ readonly added: true } | { readonly added: false; readonly usedBytes: number }>;
  /** The owner's files, newest first. */
  listByOwner(ownerId: number): Promise<StoredFile[]>;
  find(ownerId: number, name: string): Promise<StoredFile | null>;
  remove(ownerId: number, name: string): Promise<void>;
  /** The bytes the owner's library holds (what the storage quota counts). */
  totalSize(ownerId: number): Promise<number>;
  /**
   * Removes the file from the library unless a page shows it, deciding under a lock on the file
   * that page saves take too (see {@link LandingPages.create}), so no page ends up showing a
   * removed file.
   */
  removeUnlessUsed(ownerId: number, name: string): Promise<'removed' | 'in_use' | 'not_found'>;
}

/** Bytes to store: read with `open()`, which may be called once. */
export interface FileContent {
  readonly size: number;
  readonly contentType: string;
  open(): Readable;
}

/** A byte range of a stored file (HTTP `Range: bytes=start-end`); `end` is inclusive, open when missing. */
export interface ByteRange {
  readonly start: number;
  readonly end?: number;
}

export interface StoredObject {
  /** The whole object's size, whatever the range. */
  readonly size: number;
  readonly contentType: string;
  /** The bytes served, clamped to the object; null when the whole object is in `body`. */
  readonly range: { readonly start: number; readonly end: number } | null;
  readonly body: Readable;
}

/** Where uploaded bytes live, by key `{ownerId}/{name}`: a local folder or any S3-compatible bucket. */
export interface FileStorage {
  put(key: string, content: FileContent): Promise<void>;
  /**
   * The object, or the part of it in `range` (a range starting past the end is ignored: the whole
   * object comes back), or null when there is none.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
}

export interface ClickToCount {
  readonly pageId: number;
  readonly service: LandingService;
  /** A keyed hash of the visitor's IP and day (see {@link VisitorIds}): never the raw IP. */
  readonly visitor: string;
  readonly at: Date;
}

export interface DailyClicks {
  /** UTC day, `YYYY-MM-DD`. */
  readonly day: string;
  readonly service: LandingService;
  readonly clicks: number;
}

/**
 * Click counts per page, service and day. A visitor id lives one day (it is salted with the day),
 * so "once per visitor id" is "once per visitor a day".
 */
export interface ClickCounter {
  /** Counts the click unless this visitor's click on that page and service was counted already; answers whether it counted. */
  count(click: ClickToCount): Promise<boolean>;
  /**
   * Claims the page's one conversion event for this visitor: true the first time (the caller
   * sends it), false after, so a page sends Meta at most one event per visitor a day.
   */
  claimConversion(pageId: number, visitor: string, at: Date): Promise<boolean>;
  /** Forgets visitors first seen before `before` (the start of the day: their ids cannot recur). */
  forgetVisitorsBefore(before: Date): Promise<void>;
  daily(pageId: number): Promise<DailyClicks[]>;
}

/** A Conversions API event, the server twin of a pixel event (same name and id). */
export interface ConversionEvent {
  readonly eventName: string;
  readonly eventId: string;
  readonly eventTime: Date;
  readonly sourceUrl: string;
  readonly clientIp: string;
  readonly userAgent: string;
  readonly fbp: string | null;
  readonly fbc: string | null;
  readonly customData: Readonly<Record<string, string>>;
}

/** Meta's Conversions API (docs/integrations.md "Meta Pixel and Conversions API"). */
export interface MetaConversions {
  /** Failures are values with a readable reason (never containing the token). */
  send(pixelId: string, accessToken: string, event: ConversionEvent): Promise<Result<void, string>>;
}

/**
 * Turns a visitor into an opaque id that changes daily, so clicks can be de-duplicated without
 * storing IPs. The IP alone: a user agent is free to change with every request.
 */
export interface VisitorIds {
  idOf(ip: string, day: string): string;
}

/** A number in [0, 1): the per-visit choice among weighted destinations. */
export type RandomSource = () => number;

/**
 * Event ids for the pixel and the Conversions API, chosen by the server: each page view gets a
 * fresh one signed for its page and day, and a click's id is used only when the server signed it.
 */
export interface EventIds {
  issue(pageId: number, day: string): string;
  isGenuine(eventId: string, pageId: number, day: string): boolean;
}

/** Work that runs after the answer is sent (the Conversions API call); `stop` waits for it. */
export interface BackgroundWork {
  run(task: () => Promise<void>): void;
}

export interface LandingLog {
  warn(message: string): void;
}

/** Fresh random names (32 hex characters) for stored files. */
export type FileNames = () => string;
