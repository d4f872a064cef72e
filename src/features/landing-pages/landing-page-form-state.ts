import { makeAutoObservable } from 'mobx';
import type { FieldProblem } from '@domain/forms';
import {
  LANDING_FIELD_REQUIRED_MESSAGES,
  LANDING_REQUIRED_FIELDS_MESSAGE,
  type LandingListName,
  type LandingPageDraft,
  type LandingPageField,
  type LandingPageRecord,
  landingRowField,
  suggestSlug,
  type UserFileLibrary,
} from '@domain/landing';
import type { LandingPageSubmission } from '@domain/ports/browser/landing-pages-gateway';
import { MediaInput } from './media-input';

export type UrlListName = 'appleMusicUrls' | 'amazonMusicUrls' | 'youtubeMusicUrls';
export type TextFieldName = 'slug' | 'title' | 'description' | 'metaPixelId' | 'metaAccessToken';

/** A Spotify row as typed: the proportion stays text until it is checked. */
export interface SpotifyRow {
  readonly key: number;
  uri: string;
  proportion: string;
}

const used = (list: readonly string[]): string[] => list.map((entry) => entry.trim()).filter(Boolean);
/** A typed proportion as a number; anything unreadable is NaN, which the rules refuse. */
const proportionOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * What the create/edit form holds (docs/product.md §2 Landing pages manager): the text fields, the
 * three media fields, the Spotify rows with their proportions and the three URL lists.
 */
export class LandingPageFormState {
  mode: 'create' | 'edit' = 'create';
  /** The slug of the page being edited (it may be renamed in the form). */
  editingSlug: string | null = null;
  slug = '';
  title = '';
  description = '';
  metaPixelId = '';
  metaAccessToken = '';
  // A new video may change whether a fallback is needed: its error goes too.
  readonly image = new MediaInput(() => this.clearErrors('image'));
  readonly video = new MediaInput(() => this.clearErrors('video', 'fallbackVideo'));
  readonly videoMp4 = new MediaInput(() => this.clearErrors('fallbackVideo'));
  spotifyRows: SpotifyRow[] = [];
  appleMusicUrls: string[] = [''];
  amazonMusicUrls: string[] = [''];
  youtubeMusicUrls: string[] = [''];
  /** Each field's error from the last check, until the user changes that field. */
  readonly errors = new Map<LandingPageField, string>();
  /** Whether the user typed the slug; until then it follows the title. */
  private slugTouched = false;
  private nextKey = 1;

  constructor() {
    makeAutoObservable<LandingPageFormState, 'nextKey'>(this, { nextKey: false }, { autoBind: true });
    this.startCreate();
  }

  setText(field: TextFieldName, value: string): void {
    this[field] = value;
    if (field !== 'description' && field !== 'metaAccessToken') this.clearErrors(field);
    // An emptied slug follows the title again.
    if (field === 'slug') this.slugTouched = value.trim() !== '';
    if (field === 'title' && !this.slugTouched) {
      this.slug = suggestSlug(value);
      this.clearErrors('slug');
    }
  }

  addSpotifyRow(): void {
    this.spotifyRows.push(this.row('', ''));
  }

  removeSpotifyRow(key: number): void {
    this.spotifyRows = this.spotifyRows.filter((row) => row.key !== key);
    // Rows after it move up: their errors would point at the wrong rows.
    this.clearListErrors('spotifyUris', 'spotifyProportions');
  }

  /**
   * Changes a Spotify row. A URI typed into a row without a proportion gives it the share the other
   * rows leave (so one URI reads 100%); any proportion change clears the sum error of every row.
   */
  setSpotifyRow(key: number, change: Partial<Pick<SpotifyRow, 'uri' | 'proportion'>>): void {
    const index = this.spotifyRows.findIndex((candidate) => candidate.key === key);
    const row = this.spotifyRows[index];
    if (!row) return;
    Object.assign(row, change);
    if (change.uri !== undefined) {
      this.clearErrors(landingRowField('spotifyUris', index));
      if (change.proportion === undefined && row.proportion.trim() === '' && row.uri.trim() !== '') {
        row.proportion = String(Math.max(0, 100 - this.proportionSum));
        this.clearListErrors('spotifyProportions');
      }
    }
    if (change.proportion !== undefined) this.clearListErrors('spotifyProportions');
  }

  addUrl(list: UrlListName): void {
    this[list].push('');
  }

  setUrl(list: UrlListName, index: number, value: string): void {
    this[list][index] = value;
    this.clearErrors(landingRowField(list, index));
  }

  removeUrl(list: UrlListName, index: number): void {
    this[list].splice(index, 1);
    this.clearListErrors(list);
  }

  /**
   * Shows every problem beside its fields (the first message about a field wins); the one rule
   * about several empty fields is said once under each, naming that field.
   */
  showProblems(problems: readonly FieldProblem<LandingPageField>[]): void {
    this.errors.clear();
    for (const problem of problems) {
      for (const field of problem.fields) {
        if (!this.errors.has(field)) this.errors.set(field, messageAbout(problem.message, field));
      }
    }
  }

  errorOf(field: LandingPageField): string | null {
    return this.errors.get(field) ?? null;
  }

  get hasErrors(): boolean {
    return this.errors.size > 0;
  }

  private clearErrors(...fields: LandingPageField[]): void {
    for (const field of fields) this.errors.delete(field);
  }

  private clearListErrors(...lists: LandingListName[]): void {
    for (const field of Array.from(this.errors.keys())) {
      if (lists.some((list) => field.startsWith(`${list}.`))) this.errors.delete(field);
    }
  }

  /** Whether any Spotify row has a URI (only then must the proportions come to 100). */
  get hasSpotifyUris(): boolean {
    return this.spotifyRows.some((row) => row.uri.trim() !== '');
  }

  /** The live total of the proportions of rows with a URI (unreadable proportions count as 0). */
  get proportionSum(): number {
    return this.spotifyRows
      .filter((row) => row.uri.trim() !== '')
      .reduce(
        (sum, row) =>
          sum + (Number.isFinite(proportionOf(row.proportion)) ? proportionOf(row.proportion) : 0),
        0,
      );
  }

  /** Empty form, create mode. */
  startCreate(): void {
    this.fill('create', null, null);
  }

  /** The page's values, edit mode; its files are chosen from the library. */
  startEdit(page: LandingPageRecord): void {
    this.fill('edit', page.slug, page);
  }

  /** The form as the landing-page rules check it. */
  draft(): LandingPageDraft {
    return {
      mode: this.mode,
      slug: this.slug.trim(),
      title: this.title,
      metaPixelId: this.metaPixelId,
      image: this.image.choice,
      video: this.video.choice,
      fallbackVideo: this.videoMp4.choice,
      spotifyUris: this.spotifyRows.map((row) => ({
        uri: row.uri,
        proportion: proportionOf(row.proportion),
      })),
      appleMusicUrls: this.appleMusicUrls,
      amazonMusicUrls: this.amazonMusicUrls,
      youtubeMusicUrls: this.youtubeMusicUrls,
    };
  }

  /** The form as sent; the fallback only goes along with a WebM video. */
  submission(library: UserFileLibrary): LandingPageSubmission {
    return {
      slug: this.slug.trim(),
      title: this.title.trim(),
      description: this.description.trim(),
      metaPixelId: this.metaPixelId.trim(),
      metaAccessToken: this.metaAccessToken.trim(),
      spotifyUris: this.spotifyRows
        .filter((row) => row.uri.trim() !== '')
        .map((row) => ({ uri: row.uri.trim(), proportion: proportionOf(row.proportion) })),
      appleMusicUrls: used(this.appleMusicUrls),
      amazonMusicUrls: used(this.amazonMusicUrls),
      youtubeMusicUrls: used(this.youtubeMusicUrls),
      image: this.image.media,
      video: this.video.media,
      videoMp4: this.video.isWebm(library.videos) ? this.videoMp4.media : null,
    };
  }

  private fill(mode: 'create' | 'edit', editingSlug: string | null, page: LandingPageRecord | null): void {
    this.mode = mode;
    this.editingSlug = editingSlug;
    this.errors.clear();
    this.slugTouched = page !== null;
    this.slug = page?.slug ?? '';
    this.title = page?.title ?? '';
    this.description = page?.description ?? '';
    this.metaPixelId = page?.meta_pixel_id ?? '';
    this.metaAccessToken = page?.meta_access_token ?? '';
    this.image.reset(page?.image ?? null);
    // A new page needs an image: offer the upload at once (the library is one click away).
    if (!page) this.image.source = 'upload';
    this.video.reset(page?.video ?? null);
    this.videoMp4.reset(page?.video_mp4 ?? null);
    const shares = page?.spotify_uris ?? [];
    this.spotifyRows = shares.length
      ? shares.map((share) => this.row(share.uri, String(share.proportion)))
      : [this.row('', '')];
    this.appleMusicUrls = page?.apple_music_urls.length ? [...page.apple_music_urls] : [''];
    this.amazonMusicUrls = page?.amazon_music_urls.length ? [...page.amazon_music_urls] : [''];
    this.youtubeMusicUrls = page?.youtube_music_urls.length ? [...page.youtube_music_urls] : [''];
  }

  private row(uri: string, proportion: string): SpotifyRow {
    return { key: this.nextKey++, uri, proportion };
  }
}

function messageAbout(message: string, field: LandingPageField): string {
  if (message !== LANDING_REQUIRED_FIELDS_MESSAGE) return message;
  return field in LANDING_FIELD_REQUIRED_MESSAGES
    ? LANDING_FIELD_REQUIRED_MESSAGES[field as keyof typeof LANDING_FIELD_REQUIRED_MESSAGES]
    : message;
}
