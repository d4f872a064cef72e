import { itemFileLabel } from '@domain/links';
import { observer } from 'mobx-react-lite';
import { ItemAlertsSlot } from '@shared/extensions/alerts-extras';
import { KeptReadingsSlot } from '@shared/extensions/listening-extras';
import { CHART_COLORS } from '@shared/charts';
import type { MetricCard } from '@domain/tracking/metric-cards';
import { itemsModule } from '../items-module';
import { MetricCardRow } from '../shared/metric-card-row';
import { useItemViewModel } from '../shared/use-item-view-model';
import { HistoryChart, HistoryStatus, ImportedLegend } from './history-parts';
import { WithheldNote } from './artist-extras';
import { SignedInOnly } from './signed-in-only';
import { NO_TRACK_HISTORY_TEXT, TrackExtrasViewModel } from './track-extras-view-model';
import { TrackingButton, TrackingNotice } from './tracking-control';
import './signed-in-extras.css';

/** The chart keeps a 960×480 shape, scaled down on narrow screens (docs/product.md §2). */
const POPULARITY_CHART_ASPECT = { width: 960, height: 480 };

/** The track page's extras for signed-in users: tracking and the popularity history. */
export function TrackExtras(props: TrackExtrasProps & { signedOutCards: readonly MetricCard[] }) {
  const { signedOutCards, ...panel } = props;
  return (
    <SignedInOnly fallback={<MetricCardRow cards={signedOutCards} />}>
      <TrackExtrasPanel {...panel} />
    </SignedInOnly>
  );
}

interface TrackExtrasProps {
  readonly trackId: string;
  readonly currentPopularity: number | null;
  /** "Spotify does not give track popularity to this installation", or null when it is given. */
  readonly popularityWithheld: string | null;
}

const TrackExtrasPanel = observer(function TrackExtrasPanel({
  trackId,
  currentPopularity,
  popularityWithheld,
}: TrackExtrasProps) {
  const vm = useItemViewModel(TrackExtrasViewModel, itemsModule, trackId);
  return (
    <>
      <MetricCardRow cards={vm.metricCards(currentPopularity, popularityWithheld)} />
      <section className="card item-section signed-in-extras" aria-labelledby="track-extras-title">
        <div className="extras-header">
          <h2 id="track-extras-title">Popularity history</h2>
          <TrackingButton tracking={vm.tracking} onToggle={() => void vm.toggleTracking()} />
        </div>
        <TrackingNotice tracking={vm.tracking} />
        <HistoryStatus history={vm.history} onRetry={() => void vm.history.load(trackId)}>
          {vm.hasHistory ? (
            <>
              <HistoryChart
                points={vm.popularityPoints}
                label="Popularity over time"
                valueLabel="Popularity"
                color={CHART_COLORS.popularity}
                aspect={POPULARITY_CHART_ASPECT}
                csvUrl={vm.csvUrl}
                csvFileName={`track-${itemFileLabel(trackId)}-popularity-history.csv`}
              />
              {vm.hasImported && <ImportedLegend />}
            </>
          ) : popularityWithheld ? (
            <WithheldNote sentence={popularityWithheld} />
          ) : (
            <p className="extras-empty">{NO_TRACK_HISTORY_TEXT}</p>
          )}
        </HistoryStatus>
        {vm.tracking.isTracking && (
          <KeptReadingsSlot kind="track" itemKey={trackId} onImported={() => void vm.history.load(trackId)} />
        )}
        <ItemAlertsSlot kind="track" spotifyId={trackId} tracked={vm.tracking.isTracking} />
      </section>
    </>
  );
});
