import { formatDate } from '../formatting';
import type { FollowerPoint } from '../tracking/history-contracts';
import { followerScale, tickLabel } from './chart-scale';
import type { ReportMark, ReportView } from './report-view';

/** The drawing area of a chart, in pixels; the plot sits inside the padding. */
export interface ChartBox {
  readonly width: number;
  readonly height: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** The follower curve and its flagged stretches, placed in a box. */
export interface ChartGeometry {
  readonly line: ReadonlyArray<readonly [number, number]>;
  readonly bands: ReadonlyArray<{ readonly x: number; readonly width: number; readonly mark: ReportMark }>;
  /** The follower axis's bounds (followerScale), not the data's: a small move stays small. */
  readonly low: number;
  readonly high: number;
  /** The axis's round values, bottom first, each at its height. */
  readonly ticks: ReadonlyArray<{ readonly value: number; readonly y: number; readonly label: string }>;
  readonly firstDate: string | null;
  readonly lastDate: string | null;
}

const DAY_MS = 86_400_000;
/** A one-day stretch still gets a band wide enough to see. */
const MIN_BAND_PX = 6;

/** Places the points (by time) and the marks (one band per stretch, a day wide at least) in `box`. */
export function chartGeometry(
  points: readonly FollowerPoint[],
  marks: readonly ReportMark[],
  box: ChartBox,
): ChartGeometry {
  const times = points.map((point) => Date.parse(point.checked_at));
  const counts = points.map((point) => point.followers);
  const first = Math.min(...times);
  const last = Math.max(...times);
  const span = Math.max(last - first, DAY_MS);
  const scale = followerScale(
    counts.length > 0 ? Math.min(...counts) : 0,
    counts.length > 0 ? Math.max(...counts) : 0,
  );
  const low = scale.min;
  const high = scale.max;
  const range = Math.max(high - low, 1);
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const x = (time: number) => box.left + ((time - first) / span) * plotWidth;
  const y = (count: number) => box.top + (1 - (count - low) / range) * plotHeight;
  const bands =
    points.length === 0
      ? []
      : marks.map((mark) => {
          const start = x(Date.parse(mark.start) - DAY_MS / 2);
          const end = x(Date.parse(mark.end) + DAY_MS / 2);
          const width = Math.max(end - start, MIN_BAND_PX);
          const left = Math.min(Math.max(start, box.left), box.left + plotWidth - width);
          return { x: round(left), width: round(width), mark };
        });
  return {
    line: points.map((point, index) => [round(x(times[index]!)), round(y(point.followers))] as const),
    bands,
    low,
    high,
    ticks: scale.ticks.map((value) => ({ value, y: round(y(value)), label: tickLabel(value, scale.max) })),
    firstDate: points[0]?.checked_at ?? null,
    lastDate: points[points.length - 1]?.checked_at ?? null,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

export const REPORT_CHART_BOX: ChartBox = {
  width: 720,
  height: 280,
  top: 16,
  right: 16,
  // Room for the labels at the larger size a phone draws them (report-style.ts): the chart shrinks
  // to half its width there, and its text with it.
  bottom: 44,
  left: 96,
};

/** Fill colours of the bands: a gain red, a drop amber (the app's badge tones). */
export const BAND_COLOURS = { gain: '#d93025', drop: '#e8a317' } as const;
/**
 * The follower line in the grade's colour (the report's verdict tones): the app's green when clean,
 * amber when suspicious, red when likely botted, grey before a grade.
 */
export const LINE_COLOURS: Readonly<Record<ReportView['tone'], string>> = {
  good: '#1db954',
  warn: '#b06000',
  bad: '#d93025',
  neutral: '#5f6368',
};
const GRID_COLOUR = '#e3e6ea';

/**
 * The report's static follower chart as SVG markup (no script, no external reference): the curve,
 * one translucent band per flagged stretch with a `<title>` tooltip, and the range on the axes.
 * Every text in it is a number or a date it formats itself.
 */
export function followerChartSvg(
  points: readonly FollowerPoint[],
  marks: readonly ReportMark[],
  tone: ReportView['tone'],
  box: ChartBox = REPORT_CHART_BOX,
): string {
  const geometry = chartGeometry(points, marks, box);
  const label = 'Followers over time, flagged stretches shaded';
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box.width} ${box.height}" role="img" aria-label="${label}" class="report-chart">`;
  if (geometry.line.length === 0) {
    return `${open}<text x="${box.width / 2}" y="${box.height / 2}" text-anchor="middle" fill="#666">No follower readings yet</text></svg>`;
  }
  const bottom = box.height - box.bottom;
  const bands = geometry.bands
    .map(
      ({ x, width, mark }) =>
        `<rect x="${x}" y="${box.top}" width="${width}" height="${bottom - box.top}" fill="${BAND_COLOURS[mark.direction]}" fill-opacity="0.25"><title>${bandTitle(mark)}</title></rect>`,
    )
    .join('');
  const path = geometry.line.map(([x, y]) => `${x},${y}`).join(' ');
  const axis = `<line x1="${box.left}" y1="${bottom}" x2="${box.width - box.right}" y2="${bottom}" stroke="#999"/>`;
  const text = (x: number, y: number, anchor: string, content: string, extra = '') =>
    `<text x="${x}" y="${y}" text-anchor="${anchor}" font-size="14" fill="#555"${extra}>${content}</text>`;
  const grid = geometry.ticks
    .map(
      (tick) =>
        `<line x1="${box.left}" y1="${tick.y}" x2="${box.width - box.right}" y2="${tick.y}" stroke="${GRID_COLOUR}"/>`,
    )
    .join('');
  const labels = [
    ...geometry.ticks.map((tick) =>
      text(box.left - 8, tick.y, 'end', tick.label, ' dominant-baseline="middle" class="report-chart-tick"'),
    ),
    text(box.left, bottom + 8, 'start', formatDate(geometry.firstDate!), DATE_LABEL),
    text(box.width - box.right, bottom + 8, 'end', formatDate(geometry.lastDate!), DATE_LABEL),
  ].join('');
  return `${open}${grid}${bands}${axis}<polyline points="${path}" fill="none" stroke="${LINE_COLOURS[tone]}" stroke-width="2.5" stroke-linejoin="round"/>${labels}</svg>`;
}

/** The dates hang below the axis, so a larger font grows away from it. */
const DATE_LABEL = ' dominant-baseline="hanging" class="report-chart-date"';

/** A band's tooltip: `'3-day burst, +51,459 in 3 days, +74% of the audience before it (08/09/2026 to 10/09/2026)'`. */
function bandTitle(mark: ReportMark): string {
  const when =
    mark.start === mark.end ? formatDate(mark.start) : `${formatDate(mark.start)} to ${formatDate(mark.end)}`;
  return `${mark.label}, ${mark.sizeText} (${when})`;
}
