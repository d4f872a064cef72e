import { eventSize } from '../analytics/event-wording';
import type { ChartAnalysis, ChartVerdict } from '../catalog/catalog-contracts';
import { musicServiceLabel, serviceOfKey } from '../catalog/item-key';
import { formatCount, formatDate, formatFixedTwo, formatSignedCount, plural } from '../formatting';
import type { FollowerPoint } from '../tracking/history-contracts';
import type { ReportSnapshot } from './report-contracts';

/** The verdict's words and tone on a report (the app's badge words). */
export const REPORT_VERDICTS: Readonly<
  Record<ChartVerdict, { readonly text: string; readonly tone: 'good' | 'warn' | 'bad' | 'neutral' }>
> = {
  clean: { text: 'Clean', tone: 'good' },
  suspicious: { text: 'Suspicious', tone: 'warn' },
  likely_botted: { text: 'Likely botted', tone: 'bad' },
  insufficient_data: { text: 'Not enough data yet', tone: 'neutral' },
};

/** One flagged stretch of the follower curve: a row of the table and a band on the chart. */
export interface ReportMark {
  /** First and last day of the stretch (ISO 8601; equal for a single day). */
  readonly start: string;
  readonly end: string;
  /** "3-day burst", "1-day purge", …: what the row's kind column says. */
  readonly label: string;
  /**
   * The event's one size, `'+51,460 in 3 days, +95% of the audience before it'` (eventSize); the
   * day's change alone for reports made before events.
   */
  readonly sizeText: string;
  /** Drawn red (a gain) or amber (a drop). */
  readonly direction: 'gain' | 'drop';
}

/** What a report page and its preview image show, in display words. */
export interface ReportView {
  readonly playlistName: string;
  readonly image: string | null;
  readonly ownerText: string;
  readonly followersText: string;
  readonly trackCountText: string;
  readonly spotifyUrl: string;
  /** The playlist's music service, for "Open the playlist in Deezer". */
  readonly serviceLabel: string;
  readonly verdict: ChartVerdict;
  readonly verdictText: string;
  /** `'high confidence'`, null for `insufficient_data` or reports made before grades had one. */
  readonly confidenceText: string | null;
  readonly tone: 'good' | 'warn' | 'bad' | 'neutral';
  readonly summary: string;
  /** Extra evidence sentences, one per signal (empty when the analysis gives none). */
  readonly reasons: readonly string[];
  /** Facts that point away from the grade (empty when none, and in reports made before they were listed). */
  readonly against: readonly string[];
  readonly marks: readonly ReportMark[];
  readonly points: readonly FollowerPoint[];
  /** The chart's window in words, start → end with the peak named (readable where the chart's labels get small); null without points. */
  readonly chartCaption: string | null;
  readonly curation: ReadonlyArray<{ readonly label: string; readonly value: string }>;
  readonly markdown: string;
  /** "Data as of dd/mm/yyyy". */
  readonly dataAsOfText: string;
}

const NOT_KNOWN = 'not known';
/** Two decimals, as the playlist's analysis view shows the same figures. */
const twoDecimals = (value: number | null) => (value === null ? NOT_KNOWN : formatFixedTwo(value));

/**
 * The report's display view of a frozen snapshot: the one place that reads the analysis's shape,
 * so a richer analysis (events, reasons) shows on the page by changing this function alone.
 */
export function reportView(snapshot: ReportSnapshot): ReportView {
  const { playlist, chart, curation } = snapshot;
  const verdict = REPORT_VERDICTS[chart.verdict] ?? REPORT_VERDICTS.insufficient_data;
  return {
    playlistName: playlist.name,
    image: playlist.image,
    ownerText: playlist.owner ?? NOT_KNOWN,
    followersText: formatCount(playlist.followers),
    trackCountText: formatCount(playlist.track_count),
    spotifyUrl: playlist.spotify_url,
    serviceLabel: musicServiceLabel(serviceOfKey(playlist.id)),
    verdict: chart.verdict,
    verdictText: verdict.text,
    confidenceText:
      chart.verdict === 'insufficient_data' || !chart.confidence ? null : `${chart.confidence} confidence`,
    tone: verdict.tone,
    summary: chart.summary,
    reasons: chart.reasons ?? [],
    against: chart.against ?? [],
    marks: reportMarks(chart),
    points: snapshot.points,
    chartCaption: chartCaption(snapshot.points),
    curation: [
      { label: 'Tracks added a week', value: twoDecimals(curation.tracks_added_per_week) },
      { label: 'Tracks added a month', value: twoDecimals(curation.tracks_added_per_month) },
      {
        label: 'Average days on the playlist',
        value: twoDecimals(curation.average_days_on_playlist),
      },
      { label: 'Added in the last 30 days', value: formatCount(curation.added_last_30_days) },
      {
        label: 'Removed in the last 30 days',
        value:
          curation.removed_last_30_days === null
            ? 'Not known: needs a second check'
            : formatCount(curation.removed_last_30_days),
      },
      {
        label: 'Artist diversity',
        value:
          curation.artist_diversity_percentage === null
            ? NOT_KNOWN
            : `${formatFixedTwo(curation.artist_diversity_percentage)}%`,
      },
    ],
    markdown: snapshot.markdown,
    dataAsOfText: `Data as of ${formatDate(snapshot.data_as_of)}`,
  };
}

/**
 * One mark per follower event (kind, dates, net change, share of the audience). Reports frozen
 * before the analysis grouped events keep one mark per flagged day, as they were shown then.
 */
function reportMarks(chart: ChartAnalysis): ReportMark[] {
  if (chart.events === undefined) {
    return chart.anomalies.map((anomaly) => ({
      start: anomaly.date,
      end: anomaly.date,
      label: `${anomaly.type === 'extreme' ? 'Sudden' : 'Sustained'} ${anomaly.followers_change >= 0 ? 'gain' : 'drop'}`,
      sizeText: formatSignedCount(anomaly.followers_change),
      direction: anomaly.followers_change >= 0 ? 'gain' : 'drop',
    }));
  }
  return chart.events.map((event) => ({
    start: event.start,
    end: event.end,
    label: `${event.days}-day ${event.kind}`,
    sizeText: eventSize(event),
    direction: event.net_change >= 0 ? 'gain' : 'drop',
  }));
}

/**
 * The charted window in words, its real first and last counts and its peak:
 * `'30 checks from 01/03/2026 to 30/03/2026: 74,268 → 105,737 followers, peak 110,002 on 12/03/2026.'`,
 * or `'… 570 → 885 followers (the peak).'` when it ends on its peak.
 */
function chartCaption(points: readonly FollowerPoint[]): string | null {
  if (points.length === 0) return null;
  const ordered = [...points].sort((a, b) => Date.parse(a.checked_at) - Date.parse(b.checked_at));
  const first = ordered[0]!;
  const last = ordered[ordered.length - 1]!;
  const peak = ordered.reduce((best, point) => (point.followers > best.followers ? point : best));
  const peakText =
    peak.followers === last.followers
      ? ' (the peak)'
      : `, peak ${formatCount(peak.followers)} on ${formatDate(peak.checked_at)}`;
  const [from, to] = [formatDate(first.checked_at), formatDate(last.checked_at)];
  // Checks all on one date are not a span: "1 check on 29/11/2026: 5,000 followers."
  if (from === to && peak.followers === last.followers && first.followers === last.followers)
    return `${plural(points.length, 'check')} on ${from}: ${plural(last.followers, 'follower')}.`;
  const when = from === to ? `on ${from}` : `from ${from} to ${to}`;
  return `${plural(points.length, 'check')} ${when}: ${formatCount(first.followers)} → ${plural(last.followers, 'follower')}${peakText}.`;
}
