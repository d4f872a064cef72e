import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import type {
  LandingClickStats,
  LandingPageRecord,
  UserFileLibrary,
} from '@domain/landing/landing-page-contracts';
import type {
  LandingMedia,
  LandingPageSubmission,
  LandingPagesGateway,
  UploadProgress,
} from '@domain/ports/browser/landing-pages-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { attempt } from './api-failure';

const path = (slug: string): string => `/landing-pages/${encodeURIComponent(slug)}`;

function appendMedia(form: FormData, field: string, media: LandingMedia): void {
  if (media === null) return;
  if (media.kind === 'upload') form.append(field, media.file, media.file.name);
  else form.append(field, media.name);
}

/** The multipart body of a create or update: text fields, the lists as JSON arrays, files or library names. */
export function landingPageFormData(page: LandingPageSubmission): FormData {
  const form = new FormData();
  form.append('slug', page.slug);
  form.append('title', page.title);
  form.append('description', page.description);
  form.append('meta_pixel_id', page.metaPixelId);
  form.append('meta_access_token', page.metaAccessToken);
  form.append('spotify_uris', JSON.stringify(page.spotifyUris));
  form.append('apple_music_urls', JSON.stringify(page.appleMusicUrls));
  form.append('amazon_music_urls', JSON.stringify(page.amazonMusicUrls));
  form.append('youtube_music_urls', JSON.stringify(page.youtubeMusicUrls));
  appendMedia(form, 'image', page.image);
  appendMedia(form, 'video', page.video);
  appendMedia(form, 'video_mp4', page.videoMp4);
  return form;
}

/** axios' upload events as a share of the body sent; events without a known total say nothing. */
function progressOf(onProgress: UploadProgress | undefined) {
  if (!onProgress) return undefined;
  return (event: AxiosProgressEvent) => {
    const fraction = event.progress ?? (event.total ? event.loaded / event.total : undefined);
    if (fraction !== undefined) onProgress(Math.min(1, Math.max(0, fraction)));
  };
}

/** LandingPagesGateway over the JSON API; saves go as multipart with upload progress. */
export class HttpLandingPagesGateway implements LandingPagesGateway {
  constructor(private readonly api: AxiosInstance) {}

  list(): Promise<RemoteResult<readonly LandingPageRecord[]>> {
    return attempt(async () => {
      const { data } = await this.api.get<{ landing_pages: LandingPageRecord[] }>('/landing-pages');
      return data.landing_pages;
    });
  }

  userFiles(): Promise<RemoteResult<UserFileLibrary>> {
    return attempt(async () => {
      const { data } = await this.api.get<UserFileLibrary>('/user-files');
      return { images: data.images, videos: data.videos };
    });
  }

  stats(slug: string): Promise<RemoteResult<LandingClickStats>> {
    return attempt(async () => {
      const { data } = await this.api.get<LandingClickStats>(`${path(slug)}/stats`);
      return { totals: data.totals, days: data.days };
    });
  }

  create(page: LandingPageSubmission, onProgress?: UploadProgress): Promise<RemoteResult<LandingPageRecord>> {
    return this.save('post', '/landing-pages', page, onProgress);
  }

  update(
    slug: string,
    page: LandingPageSubmission,
    onProgress?: UploadProgress,
  ): Promise<RemoteResult<LandingPageRecord>> {
    return this.save('put', path(slug), page, onProgress);
  }

  delete(slug: string): Promise<RemoteResult<void>> {
    return attempt(async () => {
      await this.api.delete(path(slug));
    });
  }

  private save(
    method: 'post' | 'put',
    url: string,
    page: LandingPageSubmission,
    onProgress: UploadProgress | undefined,
  ): Promise<RemoteResult<LandingPageRecord>> {
    return attempt(async () => {
      const { data } = await this.api.request<{ landing_page: LandingPageRecord }>({
        method,
        url,
        data: landingPageFormData(page),
        // Replaces the client's JSON default; the browser then adds the multipart boundary itself.
        headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: progressOf(onProgress),
      });
      return data.landing_page;
    });
  }
}
