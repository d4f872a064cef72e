import { ContainerModule } from 'inversify';
import { Suspense } from 'react';
import { type KeptReadingsSlotProps, ListeningExtras } from '@shared/extensions/listening-extras';
import { retryingLazy } from '@shared/ui/retrying-lazy';

// The sections and everything behind them (charts, the gateway) load only when a page shows them.
const ArtistListeningSection = retryingLazy(async () => ({
  default: (await import('./artist-listening-section')).ArtistListeningSection,
}));
const AccountImportsSection = retryingLazy(async () => ({
  default: (await import('./account-imports-section')).AccountImportsSection,
}));

const KeptReadingsSection = retryingLazy(async () => ({
  default: (await import('./kept-readings-section')).KeptReadingsSection,
}));

function LazyKeptReadingsSection(props: KeptReadingsSlotProps) {
  return (
    <Suspense fallback={null}>
      <KeptReadingsSection {...props} />
    </Suspense>
  );
}

function LazyArtistListeningSection({ artistKey }: { artistKey: string }) {
  return (
    <Suspense fallback={null}>
      <ArtistListeningSection artistKey={artistKey} />
    </Suspense>
  );
}

function LazyAccountImportsSection() {
  return (
    <Suspense fallback={null}>
      <AccountImportsSection />
    </Suspense>
  );
}

/** Startup binding: the listening parts of the artist page and My Account (rendered by their slots). */
export const listeningExtrasModule = new ContainerModule(({ bind }) => {
  bind<ListeningExtras>(ListeningExtras).toConstantValue({
    ArtistSection: LazyArtistListeningSection,
    AccountSection: LazyAccountImportsSection,
    KeptReadingsSection: LazyKeptReadingsSection,
  });
});
