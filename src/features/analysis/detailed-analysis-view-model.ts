import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { PlaylistInfo } from '@domain/catalog/catalog-contracts';
import { AnalysisGateway } from '@domain/ports/browser/analysis-gateway';
import { AnalyticsTag } from '@domain/ports/browser/analytics-tag';

/** `not-tracking`: the server says the user does not track the playlist; the section shows nothing. */
export type DetailedAnalysisStatus = 'idle' | 'loading' | 'ready' | 'error' | 'not-tracking';

const FORBIDDEN = 403;

/**
 * 'Our Detailed Analysis' on a tracked playlist's page (docs/product.md §2, §4): asks for the written
 * analysis once the playlist info has loaded and keeps only the answer to the latest request.
 */
@injectable()
export class DetailedAnalysisViewModel {
  status: DetailedAnalysisStatus = 'idle';
  markdown: string | null = null;
  errorDismissed = false;
  private requestNumber = 0;

  constructor(
    @inject(AnalysisGateway) private readonly gateway: AnalysisGateway,
    @inject(AnalyticsTag) private readonly analytics: AnalyticsTag,
  ) {
    makeAutoObservable<DetailedAnalysisViewModel, 'gateway' | 'analytics' | 'requestNumber'>(
      this,
      { gateway: false, analytics: false, requestNumber: false },
      { autoBind: true },
    );
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  get showsError(): boolean {
    return this.status === 'error' && !this.errorDismissed;
  }

  async load(playlist: PlaylistInfo, spotifyId: string): Promise<void> {
    const request = ++this.requestNumber;
    this.status = 'loading';
    this.markdown = null;
    this.errorDismissed = false;
    const result = await this.gateway.analyzePlaylist(playlist, spotifyId).catch((error: unknown) => {
      console.error('Playlist analysis failed:', error);
      return null;
    });
    if (request !== this.requestNumber) return;
    runInAction(() => {
      if (result?.ok) {
        this.markdown = result.value.markdown;
        this.status = 'ready';
        this.analytics.event('analysis_opened', { playlist_id: spotifyId, analysis_view: 'written' });
      } else {
        this.status = result?.status === FORBIDDEN ? 'not-tracking' : 'error';
      }
    });
  }

  dismissError(): void {
    this.errorDismissed = true;
  }
}
