import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '@shared/di/container-context';
import { ArtistListeningViewModel } from './artist-listening-view-model';
import { ColumnMappingStep, ImportForm } from './import-form';
import { AudienceCharts, PlaylistListeningTable, SongStreams } from './listening-charts';
import { listeningModule } from './listening-module';
import './listening.css';

/** "Your listening (Spotify for Artists)" on an artist page: the signed-in account's own data only. */
export const ArtistListeningSection = observer(function ArtistListeningSection({
  artistKey,
}: {
  artistKey: string;
}) {
  const vm = useViewModel(ArtistListeningViewModel, listeningModule);
  useEffect(() => {
    void vm.load(artistKey);
  }, [vm, artistKey]);
  const data = vm.data;
  return (
    <section className="card item-section listening-section" aria-labelledby="listening-title">
      <h2 id="listening-title">Your listening (Spotify for Artists)</h2>
      <p className="muted listening-note">
        Only you see what you import: it is never on public pages, and a shared report leaves it out.
      </p>
      <details className="listening-import" open={vm.status === 'ready' && !vm.hasData ? true : undefined}>
        <summary>Import Spotify for Artists exports</summary>
        <ImportForm vm={vm} />
        <ColumnMappingStep vm={vm} />
      </details>
      {vm.status === 'failed' && (
        <p role="alert">Your listening data could not be loaded. Please try again.</p>
      )}
      {data && vm.hasData && (
        <>
          <AudienceCharts audience={data.audience} />
          <SongStreams songs={data.songs} />
          {data.playlists.length > 0 && <h3>Playlists playing your songs</h3>}
          <PlaylistListeningTable playlists={data.playlists} />
        </>
      )}
      {vm.status === 'ready' && !vm.hasData && <p>No listening data imported for this artist yet.</p>}
    </section>
  );
});
