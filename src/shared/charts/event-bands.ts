import type { ScaleLinear, Selection } from 'd3';
import type { ChartLayout } from './chart-layout';

/** A stretch of time to shade behind the line (a follower event), with its tooltip text. */
export interface ChartBand {
  /** Start and end in ms since the epoch. */
  readonly from: number;
  readonly to: number;
  /** Read on hover of the band's tab, e.g. '3-day burst, +51,459, 08–10/09/2026'. */
  readonly label: string;
  /** Gains and losses are shaded apart. */
  readonly tone: 'gain' | 'loss';
}

/** Tabs along the top of the plot carry each band's tooltip; the band itself lets the pointer through. */
const TAB_HEIGHT_PX = 10;
/** A band of a single check is still this wide, so it can be seen and hovered. */
const MIN_WIDTH_PX = 6;

/**
 * The shaded bands of a time-series chart: one body per band drawn under the line (inside the clip),
 * and one tab per band over the pointer overlay whose `<title>` is the band's tooltip. Redrawn with
 * the scales on every zoom step, so the bands move with the data.
 */
export class EventBandLayer {
  private readonly bodies: Selection<SVGGElement, unknown, null, undefined>;
  private readonly tabs: Selection<SVGGElement, unknown, null, undefined>;

  constructor(
    clipped: Selection<SVGGElement, unknown, null, undefined>,
    plot: Selection<SVGGElement, unknown, null, undefined>,
  ) {
    this.bodies = clipped.insert('g', ':first-child').attr('class', 'ts-chart-bands');
    this.tabs = plot.append('g').attr('class', 'ts-chart-band-tabs');
  }

  draw(bands: readonly ChartBand[], x: ScaleLinear<number, number>, layout: ChartLayout): void {
    const { innerWidth, innerHeight } = layout;
    const place = (band: ChartBand) => {
      const left = x(band.from);
      const right = Math.max(x(band.to), left + MIN_WIDTH_PX);
      return { left, width: right - left };
    };
    this.bodies
      .selectAll<SVGRectElement, ChartBand>('rect')
      .data(bands)
      .join('rect')
      .attr('class', (band) => `ts-chart-band ts-chart-band--${band.tone}`)
      .attr('y', 0)
      .attr('height', innerHeight)
      .attr('x', (band) => place(band).left.toFixed(1))
      .attr('width', (band) => place(band).width.toFixed(1));
    const visible = bands.filter((band) => {
      const { left, width } = place(band);
      return left + width > 0 && left < innerWidth;
    });
    this.tabs
      .selectAll<SVGRectElement, ChartBand>('rect')
      .data(visible)
      .join((enter) => {
        const tab = enter.append('rect');
        tab.append('title');
        return tab;
      })
      .attr('class', (band) => `ts-chart-band-tab ts-chart-band--${band.tone}`)
      .attr('y', 0)
      .attr('height', TAB_HEIGHT_PX)
      .attr('x', (band) => Math.max(0, place(band).left).toFixed(1))
      .attr('width', (band) => {
        const { left, width } = place(band);
        return (Math.min(left + width, innerWidth) - Math.max(0, left)).toFixed(1);
      })
      .select('title')
      .text((band) => band.label);
  }
}
