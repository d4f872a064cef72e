import { itemFileLabel } from '@domain/links';
import { observer } from 'mobx-react-lite';
import { ItemAlertsSlot } from '@shared/extensions/alerts-extras';
import { KeptReadingsSlot } from '@shared/extensions/listening-extras';
import { useMemo } from 'react';
import type { FollowerEvent, PlaylistInfo } from '@domain/catalog/catalog-contracts';
import { withheldSentence } from '@domain/data-sources';
import { CHART_COLORS, POINT_COLORS } from '@shared/charts';
import { PlaylistAnalysisSlot } from '@shared/extensions/playlist-extras';
import { itemsModule } from '../items-module';
import { ChartAnalysisPanel } from '../playlist/chart-analysis-panel';
import { FirstLookPanel } from '../playlist/first-look-panel';
import { MetricCardRow } from '../shared/metric-card-row';
import { chartEventBands } from '../playlist/chart-event-bands';
import { useItemViewModel } from '../shared/use-item-view-model';
import {
  FigureList,
  FollowerChangeText,
  GrowthDetails,
  HistoryChart,
  HistoryStatus,
  LegendItem,
} from './history-parts';
import {
  NO_PLAYLIST_HISTORY_TEXT,
  PlaylistExtrasViewModel,
  TRACK_PLAYLIST_FIRST_TEXT,
} from './playlist-extras-view-model';
import { ShareReport } from './share-report';
import { TrackingButton, TrackingNotice } from './tracking-control';
import './signed-in-extras.css';

export interface PlaylistExtrasProps {
  readonly playlistId: string;
  /** The playlist info the page loaded (its bot check feeds the panel, the analysis its figures). */
  readonly playlist: PlaylistInfo;
  /** Called after the user starts tracking, so the page reloads its own data. */
  readonly onTracked: () => void;
}

/**
 * The playlist page's extras for signed-in users: tracking, and for tracked playlists the followers
 * chart, its figures, the bot-check panel linked to the chart and the detailed analysis.
 */
export const PlaylistExtras = observer(function PlaylistExtras(props: PlaylistExtrasProps) {
  const { playlistId, playlist, onTracked } = props;
  const vm = useItemViewModel(PlaylistExtrasViewModel, itemsModule, playlistId);
  const toggle = async () => {
    if ((await vm.toggleTracking()) === 'start') onTracked();
  };
  const button = <TrackingButton tracking={vm.tracking} onToggle={() => void toggle()} />;
  return (
    <>
      <MetricCardRow
        cards={vm.metricCards({
          followers: playlist.followers,
          tracks: playlist.total_tracks,
          followersWithheld: playlist.withheld?.includes('followers')
            ? withheldSentence('spotify', 'playlist', 'followers')
            : null,
        })}
      />
      <section className="card item-section signed-in-extras" aria-labelledby="playlist-extras-title">
        <div className="extras-header">
          <h2 id="playlist-extras-title">Follower history</h2>
          {!vm.showsTrackFirst && button}
        </div>
        <TrackingNotice tracking={vm.tracking} />
        {vm.showsTrackFirst && (
          <div className="extras-track-first">
            <p>{TRACK_PLAYLIST_FIRST_TEXT}</p>
            {button}
          </div>
        )}
        {vm.showsWatchedNote && <p className="muted">{vm.watchedNoteText}</p>}
        {vm.showsHistory && (
          <HistoryStatus history={vm.history} onRetry={() => void vm.history.load(playlistId)}>
            {vm.hasHistory ? (
              <PlaylistHistory vm={vm} events={playlist.chart_analysis.events} />
            ) : (
              <p className="extras-empty">{NO_PLAYLIST_HISTORY_TEXT}</p>
            )}
          </HistoryStatus>
        )}
        {vm.tracking.isTracking && (
          <KeptReadingsSlot
            kind="playlist"
            itemKey={playlistId}
            onImported={() => void vm.history.load(playlistId)}
          />
        )}
        <ItemAlertsSlot kind="playlist" spotifyId={playlistId} tracked={vm.tracking.isTracking} />
      </section>
      <ChartAnalysisPanel
        analysis={playlist.chart_analysis}
        onSelectAnomaly={vm.showsHistory && vm.hasHistory ? vm.selectAnomaly : undefined}
        selectedDate={vm.selectedAnomalyDay}
        listening={
          playlist.listening && playlist.verdict_with_listening
            ? { evidence: playlist.listening, combined: playlist.verdict_with_listening }
            : undefined
        }
      />
      {playlist.first_look && <FirstLookPanel look={playlist.first_look} />}
      {vm.showsTrackedExtras && <PlaylistAnalysisSlot spotifyId={playlistId} playlist={playlist} />}
      {vm.showsTrackedExtras && <ShareReport playlistId={playlistId} />}
    </>
  );
});

const PlaylistHistory = observer(function PlaylistHistory({
  vm,
  events,
}: {
  vm: PlaylistExtrasViewModel;
  events: readonly FollowerEvent[];
}) {
  const points = vm.points;
  const bands = useMemo(() => chartEventBands(events, points), [events, points]);
  return (
    <>
      <HistoryChart
        points={vm.points}
        label="Followers over time"
        valueLabel="Followers"
        color={CHART_COLORS.followers}
        csvUrl={vm.csvUrl}
        csvFileName={`playlist-${itemFileLabel(vm.playlistId ?? '')}-followers-history.csv`}
        focusDate={vm.focusDate}
        bands={bands}
      />
      <p className="extras-legend">
        <LegendItem color={POINT_COLORS.extreme} label="Extreme change" />
        <LegendItem color={POINT_COLORS.trend} label="Unusual trend" />
        <LegendItem color={POINT_COLORS.normal} label="Normal" />
        {vm.hasImported && <LegendItem color={POINT_COLORS.normal} label="Imported" hollow />}
        {events.length > 0 && (
          <LegendItem color={EVENT_BAND_COLOR} label="Shaded: follower event (hover its top edge)" />
        )}
      </p>
      <dl className="item-facts item-facts-grid history-figures" aria-label="Follower figures">
        <div>
          <dt>Since last check</dt>
          <dd>
            <FollowerChangeText change={vm.sinceLastCheck} />
          </dd>
        </div>
        <div>
          <dt>Average daily change</dt>
          <dd>{vm.averageDailyChangeText}</dd>
        </div>
      </dl>
      <GrowthDetails>
        <FigureList figures={vm.growthRates} label="Follower growth" />
      </GrowthDetails>
    </>
  );
});

/** The legend's swatch for event bands, matching `.ts-chart-band-tab` in charts.css. */
const EVENT_BAND_COLOR = 'rgb(251 146 60 / 0.85)';
