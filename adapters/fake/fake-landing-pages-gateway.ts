import {
  type LandingClickStats,
  type LandingFileChoice,
  type LandingPageRecord,
  type UserFile,
  type UserFileLibrary,
  validateLandingPage,
} from '@domain/landing';
import type {
  LandingMedia,
  LandingPageSubmission,
  LandingPagesGateway,
  UploadProgress,
} from '@domain/ports/browser/landing-pages-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { fakeClickStats, fakeLandingLibrary, fakeLandingPage } from './landing-fixtures';

export interface FakeLandingOptions {
  /** Start empty instead of with the demo page and its image. */
  readonly empty?: boolean;
  /** These calls fail like the server answering `status` with `error`. */
  readonly fail?: Partial<
    Record<
      'list' | 'userFiles' | 'stats' | 'save' | 'delete',
      { error: string | null; status: number | null }
    >
  >;
}

const NOT_FOUND = { ok: false, error: 'Landing page not found', status: 404 } as const;

/** In-memory landing pages with the server's rules (the domain's validation, unique slugs, own files only). */
export class FakeLandingPagesGateway implements LandingPagesGateway {
  private pages: LandingPageRecord[];
  private readonly library: { images: UserFile[]; videos: UserFile[] };
  private readonly clicks = new Map<string, LandingClickStats>();
  private nextId = 2;
  private readonly fail: NonNullable<FakeLandingOptions['fail']>;

  constructor(options: FakeLandingOptions = {}) {
    this.fail = options.fail ?? {};
    this.library = options.empty ? { images: [], videos: [] } : fakeLandingLibrary();
    this.pages = options.empty ? [] : [fakeLandingPage()];
    if (!options.empty) this.clicks.set('demo-release', fakeClickStats());
  }

  async list(): Promise<RemoteResult<readonly LandingPageRecord[]>> {
    return this.fail.list ? { ok: false, ...this.fail.list } : { ok: true, value: [...this.pages] };
  }

  async userFiles(): Promise<RemoteResult<UserFileLibrary>> {
    if (this.fail.userFiles) return { ok: false, ...this.fail.userFiles };
    return { ok: true, value: { images: [...this.library.images], videos: [...this.library.videos] } };
  }

  async stats(slug: string): Promise<RemoteResult<LandingClickStats>> {
    if (this.fail.stats) return { ok: false, ...this.fail.stats };
    if (!this.pages.some((page) => page.slug === slug)) return NOT_FOUND;
    return { ok: true, value: this.clicks.get(slug) ?? fakeClickStats(0) };
  }

  async create(page: LandingPageSubmission, onProgress?: UploadProgress) {
    return this.save(null, page, onProgress);
  }

  async update(slug: string, page: LandingPageSubmission, onProgress?: UploadProgress) {
    const current = this.pages.find((candidate) => candidate.slug === slug);
    return current ? this.save(current, page, onProgress) : NOT_FOUND;
  }

  async delete(slug: string): Promise<RemoteResult<void>> {
    if (this.fail.delete) return { ok: false, ...this.fail.delete };
    if (!this.pages.some((page) => page.slug === slug)) return NOT_FOUND;
    this.pages = this.pages.filter((page) => page.slug !== slug);
    return { ok: true, value: undefined };
  }

  private async save(
    current: LandingPageRecord | null,
    page: LandingPageSubmission,
    onProgress: UploadProgress | undefined,
  ): Promise<RemoteResult<LandingPageRecord>> {
    if (this.fail.save) return { ok: false, ...this.fail.save };
    const problem = validateLandingPage({
      mode: current ? 'edit' : 'create',
      ...page,
      image: choiceOf(page.image),
      video: choiceOf(page.video),
      fallbackVideo: choiceOf(page.videoMp4),
    });
    if (problem) return { ok: false, error: problem, status: 400 };
    if (!this.inLibrary(page.image, 'images') || !this.inLibrary(page.video, 'videos')) {
      return { ok: false, error: 'Choose a file from your own uploads', status: 400 };
    }
    const holder = this.pages.find((candidate) => candidate.slug === page.slug.trim());
    if (holder && holder.id !== current?.id) {
      return { ok: false, error: 'A landing page with this slug already exists', status: 409 };
    }
    if (hasUpload(page)) {
      // Like a real upload: progress arrives in steps, each in its own turn of the event loop.
      for (const fraction of [0.25, 0.5, 0.75, 1]) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        onProgress?.(fraction);
      }
    }
    const now = new Date().toISOString();
    const image =
      this.store(page.image, 'images') ?? (current ? { name: current.image, url: current.image_url } : null);
    const video = this.store(page.video, 'videos');
    const videoMp4 = video?.name?.endsWith('.webm') ? this.store(page.videoMp4, 'videos') : null;
    const saved: LandingPageRecord = {
      id: current?.id ?? this.nextId++,
      slug: page.slug.trim(),
      url: `/landing/${page.slug.trim()}`,
      title: page.title.trim(),
      description: page.description.trim(),
      image: image?.name ?? null,
      image_url: image?.url ?? null,
      video: video?.name ?? null,
      video_url: video?.url ?? null,
      video_mp4: videoMp4?.name ?? null,
      video_mp4_url: videoMp4?.url ?? null,
      meta_pixel_id: page.metaPixelId.trim(),
      meta_access_token: page.metaAccessToken.trim() || null,
      spotify_uris: page.spotifyUris.filter((entry) => entry.uri.trim() !== ''),
      apple_music_urls: page.appleMusicUrls.filter((url) => url.trim() !== ''),
      amazon_music_urls: page.amazonMusicUrls.filter((url) => url.trim() !== ''),
      youtube_music_urls: page.youtubeMusicUrls.filter((url) => url.trim() !== ''),
      created_at: current?.created_at ?? now,
      updated_at: now,
    };
    this.pages = current
      ? this.pages.map((candidate) => (candidate.id === current.id ? saved : candidate))
      : [saved, ...this.pages];
    return { ok: true, value: saved };
  }

  private inLibrary(media: LandingMedia, shelf: 'images' | 'videos'): boolean {
    return media?.kind !== 'existing' || this.library[shelf].some((file) => file.name === media.name);
  }

  /** An upload joins the library under a fresh name; a library name must be there. */
  private store(
    media: LandingMedia,
    shelf: 'images' | 'videos',
  ): { name: string | null; url: string | null } | null {
    if (media === null) return null;
    if (media.kind === 'existing') {
      const file = this.library[shelf].find((candidate) => candidate.name === media.name);
      return { name: media.name, url: file?.url ?? null };
    }
    const extension = /\.([a-z0-9]+)$/i.exec(media.file.name)?.[1]?.toLowerCase() ?? 'bin';
    const name = `fake${Date.now().toString(16)}${this.nextId}.${extension}`;
    const url =
      typeof URL.createObjectURL === 'function' ? URL.createObjectURL(media.file) : `/uploads/${name}`;
    const file = {
      name,
      url,
      content_type: media.file.type,
      size: media.file.size,
      created_at: new Date().toISOString(),
    };
    this.library[shelf].unshift(file);
    return { name, url };
  }
}

function choiceOf(media: LandingMedia): LandingFileChoice | null {
  if (media === null) return null;
  if (media.kind === 'existing') return media;
  return { kind: 'upload', name: media.file.name, size: media.file.size, type: media.file.type };
}

const hasUpload = (page: LandingPageSubmission): boolean =>
  [page.image, page.video, page.videoMp4].some((media) => media?.kind === 'upload');
