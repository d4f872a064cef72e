import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { STATISTIC_NOT_AVAILABLE } from '@domain/formatting';
import { BarChart, CHART_COLORS } from '@shared/charts';
import type { DistributionBar } from './playlist-analysis-text';
import type { PlaylistAnalysisViewModel } from './playlist-analysis-view-model';

/** Every statistic of the playlist analysis view, grouped in cards (docs/product.md §2). */
export const PlaylistAnalysisFigures = observer(function PlaylistAnalysisFigures({
  vm,
}: {
  vm: PlaylistAnalysisViewModel;
}) {
  const sameDay = vm.sameDaySentence;
  return (
    <div className="analysis-grid">
      <FigureCard title="Popularity">
        <Statistic label="Average track popularity" value={vm.averagePopularityText} />
        <Distribution
          bars={vm.popularityBars}
          label="Track popularity distribution"
          color={CHART_COLORS.popularity}
        />
      </FigureCard>
      <FigureCard title="Age">
        <Statistic label="Average age of tracks" value={vm.averageAgeText} />
        <Distribution bars={vm.ageBars} label="Track age distribution" color={CHART_COLORS.age} />
      </FigureCard>
      <FigureCard title="Additions and longevity">
        {sameDay !== null ? (
          <p className="analysis-same-day">{sameDay}</p>
        ) : (
          <>
            <Statistic label="Average time on the playlist" value={vm.averageLongevityText} />
            <Distribution
              bars={vm.longevityBars}
              label="Stays on the playlist by length"
              valueLabel="Stays"
              color={CHART_COLORS.longevity}
            />
            <p className="analysis-note">
              A stay is one run of a track on the playlist, from added to removed (or now); a track removed
              and added again counts twice.
            </p>
            <dl className="item-facts item-facts-grid">
              <Fact label="Latest track added" value={vm.latestAddedText} />
              <Fact label="Latest activity" value={vm.latestActivityText} />
              <Fact label="Average weekly added tracks" value={vm.weeklyAddedText} />
              <Fact label="Average monthly added tracks" value={vm.monthlyAddedText} />
            </dl>
          </>
        )}
      </FigureCard>
      <FigureCard title="Tracks">
        <dl className="item-facts item-facts-grid">
          <Fact label="Artist diversity (distinct lead artists ÷ tracks)" value={vm.diversityText} />
          <Fact label="Explicit content" value={vm.explicitText} />
          <Fact label="Shortest track" value={vm.shortestDurationText} />
          <Fact label="Longest track" value={vm.longestDurationText} />
          <Fact label="Average track duration" value={vm.averageDurationText} />
        </dl>
      </FigureCard>
      <FigureCard title="Top artists">
        {vm.topArtists.length === 0 ? (
          <p>{STATISTIC_NOT_AVAILABLE}</p>
        ) : (
          <ol className="analysis-top-artists">
            {vm.topArtists.map((artist) => (
              <li key={artist.spotifyId}>
                <Link to={artist.href}>{artist.name}</Link>{' '}
                <span className="analysis-count">{artist.tracksText}</span>
              </li>
            ))}
          </ol>
        )}
      </FigureCard>
    </div>
  );
});

function FigureCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card item-section analysis-card">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Statistic({ label, value }: { label: string; value: string }) {
  return (
    <p className="analysis-statistic">
      <span className="analysis-statistic-label">{label}</span>{' '}
      <strong className="analysis-statistic-value">{value}</strong>
    </p>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Distribution({
  bars,
  label,
  color,
  valueLabel = 'Tracks',
}: {
  bars: readonly DistributionBar[];
  label: string;
  color: string;
  /** What each bar counts. */
  valueLabel?: string;
}) {
  if (bars.length === 0) return <p className="analysis-no-chart">{`${label}: ${STATISTIC_NOT_AVAILABLE}`}</p>;
  return <BarChart bars={bars} label={label} valueLabel={valueLabel} color={color} />;
}
