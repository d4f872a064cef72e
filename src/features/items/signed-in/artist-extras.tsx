import { itemFileLabel } from '@domain/links';
import { observer } from 'mobx-react-lite';
import { ItemAlertsSlot } from '@shared/extensions/alerts-extras';
import { KeptReadingsSlot } from '@shared/extensions/listening-extras';
import { CHART_COLORS } from '@shared/charts';
import { NO_ARTIST_HISTORY_TEXT } from '@domain/tracking/follower-change-since-last-check';
import type { LinkedFigure } from '@domain/item-links';
import { formatCount } from '@domain/formatting';
import type { MetricCard } from '@domain/tracking/metric-cards';
import { itemsModule } from '../items-module';
import { MetricCardRow } from '../shared/metric-card-row';
import { useItemViewModel } from '../shared/use-item-view-model';
import { ArtistExtrasViewModel } from './artist-extras-view-model';
import {
  FigureList,
  FollowerChangeText,
  GrowthDetails,
  HistoryChart,
  HistoryStatus,
  ImportedLegend,
} from './history-parts';
import { SignedInOnly } from './signed-in-only';
import { TrackingButton, TrackingNotice } from './tracking-control';
import './signed-in-extras.css';

/** The artist page's extras for signed-in users (docs/product.md §2). */
export function ArtistExtras(props: ArtistExtrasProps & { signedOutCards: readonly MetricCard[] }) {
  const { signedOutCards, ...panel } = props;
  return (
    <SignedInOnly fallback={<MetricCardRow cards={signedOutCards} />}>
      <ArtistExtrasPanel {...panel} />
    </SignedInOnly>
  );
}

interface ArtistExtrasProps {
  readonly artistId: string;
  /** The page's current figures; the cards set them beside their history. */
  readonly current: {
    readonly followers: number | null;
    readonly popularity: number | null;
    /** Sentences for the figures the music service withholds (null: given). */
    readonly withheld: Withheld;
    /** A linked service's figure shown where followers are withheld. */
    readonly standIn: LinkedFigure | null;
  };
}

interface Withheld {
  readonly followers: string | null;
  readonly popularity: string | null;
}

/** A withheld figure said in words (never an empty chart), with the linked service's figure if any. */
export function WithheldNote({ sentence, standIn }: { sentence: string; standIn?: LinkedFigure | null }) {
  return (
    <p className="withheld-note">
      {sentence}.
      {standIn ? (
        <>
          {' '}
          <strong>
            {standIn.label}: {formatCount(standIn.value)}
          </strong>
        </>
      ) : null}
    </p>
  );
}

const ArtistExtrasPanel = observer(function ArtistExtrasPanel({ artistId, current }: ArtistExtrasProps) {
  const vm = useItemViewModel(ArtistExtrasViewModel, itemsModule, artistId);
  return (
    <>
      <MetricCardRow cards={vm.metricCards(current)} />
      <section className="card item-section signed-in-extras" aria-labelledby="artist-extras-title">
        <div className="extras-header">
          <h2 id="artist-extras-title">Tracking and history</h2>
          <TrackingButton tracking={vm.tracking} onToggle={() => void vm.toggleTracking()} />
        </div>
        <TrackingNotice tracking={vm.tracking} />
        <HistoryStatus history={vm.history} onRetry={() => void vm.history.load(artistId)}>
          {vm.hasHistory ? (
            <ArtistHistory vm={vm} withheld={current.withheld} standIn={current.standIn} />
          ) : (
            <>
              <p className="extras-empty">{NO_ARTIST_HISTORY_TEXT}</p>
              {current.withheld.followers && (
                <WithheldNote sentence={current.withheld.followers} standIn={current.standIn} />
              )}
            </>
          )}
        </HistoryStatus>
        {vm.tracking.isTracking && (
          <KeptReadingsSlot
            kind="artist"
            itemKey={artistId}
            onImported={() => void vm.history.load(artistId)}
          />
        )}
        <ItemAlertsSlot kind="artist" spotifyId={artistId} tracked={vm.tracking.isTracking} />
      </section>
    </>
  );
});

interface ArtistHistoryProps {
  readonly vm: ArtistExtrasViewModel;
  readonly withheld: Withheld;
  readonly standIn: LinkedFigure | null;
}

const ArtistHistory = observer(function ArtistHistory({ vm, withheld, standIn }: ArtistHistoryProps) {
  const change = vm.followerChange;
  const comparable = change.kind === 'up' || change.kind === 'down' || change.kind === 'none';
  // A withheld figure has no recorded values: its chart and changes give way to the sentence.
  const followersWithheld = withheld.followers !== null && vm.followerPoints.length === 0;
  const popularityWithheld = withheld.popularity !== null && vm.popularityPoints.length === 0;
  return (
    <>
      {popularityWithheld && <WithheldNote sentence={withheld.popularity!} />}
      {vm.popularityPoints.length > 0 && (
        <HistoryChart
          points={vm.popularityPoints}
          label="Popularity over time"
          valueLabel="Popularity"
          color={CHART_COLORS.popularity}
          csvUrl={vm.csvUrl}
          csvFileName={`artist-${itemFileLabel(vm.artistId ?? '')}-history.csv`}
        />
      )}
      {vm.followerPoints.length > 0 && (
        <HistoryChart
          points={vm.followerPoints}
          label="Followers over time"
          valueLabel="Followers"
          color={CHART_COLORS.followers}
          csvUrl={vm.csvUrl}
          csvFileName={`artist-${itemFileLabel(vm.artistId ?? '')}-history.csv`}
        />
      )}
      {vm.followerPoints.length > 0 && vm.hasImported && <ImportedLegend />}
      {followersWithheld ? (
        <WithheldNote sentence={withheld.followers!} standIn={standIn} />
      ) : (
        <p className="extras-since-last-check">
          Followers since last check: <FollowerChangeText change={change} />
        </p>
      )}
      {comparable && !followersWithheld && (
        <GrowthDetails>
          <h3>Follower growth</h3>
          <FigureList figures={vm.followerGrowth} label="Follower growth" />
          {!popularityWithheld && (
            <>
              <h3>Popularity growth</h3>
              <FigureList figures={vm.popularityGrowth} label="Popularity growth" />
            </>
          )}
        </GrowthDetails>
      )}
    </>
  );
});
