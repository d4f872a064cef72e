import { ContainerModule } from 'inversify';
import { Suspense } from 'react';
import { retryingLazy } from '@shared/ui/retrying-lazy';
import { PlaylistExtras, type PlaylistAnalysisSlotProps } from '@shared/extensions/playlist-extras';

// The section and everything behind it (view-models, marked, DOMPurify) load only when a
// playlist page shows it.
const DetailedAnalysisSection = retryingLazy(async () => ({
  default: (await import('./detailed-analysis-section')).DetailedAnalysisSection,
}));

function LazyDetailedAnalysisSection(props: PlaylistAnalysisSlotProps) {
  return (
    <Suspense fallback={null}>
      <DetailedAnalysisSection {...props} />
    </Suspense>
  );
}

/** Startup binding: the playlist page's analysis section (rendered by PlaylistAnalysisSlot). */
export const playlistExtrasModule = new ContainerModule(({ bind }) => {
  bind<PlaylistExtras>(PlaylistExtras).toConstantValue({ AnalysisSection: LazyDetailedAnalysisSection });
});
