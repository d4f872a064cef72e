import type { PlaylistInfo } from '@domain/catalog/catalog-contracts';
import { formatCount, formatDate, formatDuration, formatSignedCount } from '@domain/formatting';
import type { PlaylistAnalysis } from '@domain/tracking/history-contracts';

const VERDICT_WORDS: Record<PlaylistInfo['chart_analysis']['verdict'], string> = {
  clean: 'clean',
  suspicious: 'suspicious',
  likely_botted: 'likely botted',
  insufficient_data: 'not enough data yet',
};

const ADVICE: Record<PlaylistInfo['chart_analysis']['verdict'], string> = {
  clean: 'No warning sign in the follower curve: judge the fit on the curation figures.',
  suspicious: 'Ask the curator about the unusual jumps before paying for a placement.',
  likely_botted: 'Treat this list with care: its followers are unlikely to stream what it adds.',
  insufficient_data: 'Come back in a few weeks, when the follower history can speak for itself.',
};

const oneDecimal = (value: number) => value.toFixed(1);

/** The fake backend's written analysis: the same sections the built-in analyst writes, from templates. */
export function fakeAnalysisMarkdown(playlist: PlaylistInfo, analysis: PlaylistAnalysis): string {
  const chart = playlist.chart_analysis;
  const followers =
    playlist.followers === null ? '' : ` has ${formatCount(playlist.followers)} followers and`;
  const lines = [
    '## Summary',
    '',
    `**Verdict: ${VERDICT_WORDS[chart.verdict]}.** **${playlist.name}**${followers} is tracked daily. ${chart.summary}`,
    '',
    '## Bot check',
    '',
    ...(chart.anomalies.length === 0
      ? ['- No unusual jumps or drops in the follower curve.']
      : chart.anomalies.map(
          (anomaly) =>
            `- **${anomaly.type === 'extreme' ? 'Extreme jump' : 'Unusual trend'}** on ${formatDate(anomaly.date)}: ${formatSignedCount(anomaly.followers_change)} followers`,
        )),
    '',
    '## Curation',
    '',
    ...curationBullets(analysis),
    '',
    '## What this means for a pitcher',
    '',
    ADVICE[chart.verdict],
  ];
  return `${lines.join('\n')}\n`;
}

function curationBullets(analysis: PlaylistAnalysis): string[] {
  const bullets: string[] = [];
  if (analysis.all_tracks_same_day && analysis.days_since_all_added !== null) {
    bullets.push(`**Update rhythm:** all tracks were added ${analysis.days_since_all_added} days ago.`);
  } else if (analysis.weekly_track_addition_frequency !== null) {
    bullets.push(
      `**Update rhythm:** about ${oneDecimal(analysis.weekly_track_addition_frequency)} tracks added a week.`,
    );
  }
  if (analysis.average_popularity !== null) {
    bullets.push(
      `**Sound and reach:** average popularity **${oneDecimal(analysis.average_popularity)}/100**.`,
    );
  }
  const named = analysis.top_artists.slice(0, 3).map((artist) => `**${artist.name}** (${artist.count})`);
  if (named.length > 0) bullets.push(`**Top artists:** ${named.join(', ')}.`);
  if (analysis.average_duration !== null) {
    bullets.push(`**Track length:** ${formatDuration(analysis.average_duration)} on average.`);
  }
  return bullets;
}
