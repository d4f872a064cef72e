import {
  type CSSProperties,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ChartHeader, type ChartSizing, chartBoxStyle, fallbackHeight } from './chart-frame';
import type { ChartPoint } from './chart-series';
import { RANGE_PRESETS } from './range-presets';
import type { ChartBand } from './event-bands';
import { FALLBACK_WIDTH_PX, TimeSeriesController } from './time-series-controller';

/** Imperative access for callers that drive the chart (benchmarks, tests). */
export interface TimeSeriesChartHandle {
  /** The time window in view. */
  domain(): readonly [Date, Date];
  /** Shows `[start, end]`, kept within the data's range and no shorter than a day. */
  zoomTo(start: Date, end: Date): void;
  resetZoom(): void;
  /** Shows the last `days` of the data, as the range presets do; null shows it all. */
  showLast(days: number | null): void;
}

export interface TimeSeriesChartProps extends ChartSizing {
  readonly points: readonly ChartPoint[];
  /** Accessible name, also shown above the chart unless `showLabel` is false, e.g. 'Followers over time'. */
  readonly label: string;
  /** The value's name in tooltips, e.g. 'Followers'. */
  readonly valueLabel: string;
  /** The line colour (`CHART_COLORS.popularity`, `CHART_COLORS.followers`). */
  readonly color: string;
  readonly showLabel?: boolean;
  /** When set, the point nearest this date is highlighted, centred and read out. */
  readonly focusDate?: Date | string | null;
  /** Stretches shaded behind the line, each with a tooltip (follower events). */
  readonly bands?: readonly ChartBand[] | undefined;
  /** Called with the window in view once a zoom or pan has settled. */
  readonly onZoomComplete?: (domain: readonly [Date, Date]) => void;
  readonly ref?: Ref<TimeSeriesChartHandle>;
}

/** The visible one-line reminder of the gestures, for a mouse (or trackpad). */
export const MOUSE_HINT =
  'Hover for a value, scroll or pinch to zoom, drag to pan, double-click to reset the zoom';
/** The same for a finger: a tap reads a value, a drag scrubs, two fingers pan and zoom. */
export const TOUCH_HINT = 'Tap for a value, drag to scrub, pinch to zoom, two fingers to pan';
/** The preset shown until another is chosen. */
const WHOLE_RANGE = RANGE_PRESETS.find((preset) => preset.days === null)!;
const NO_BANDS: readonly ChartBand[] = [];

const KEY_HINT =
  'Use the left and right arrow keys to move between points, Page Up and Page Down to jump ten points, ' +
  'Home and End for the first and last point, plus and minus to zoom, and 0 to reset the zoom.';

/**
 * A zoomable line chart over time (d3). React mounts it; from then on d3 draws, zooms and moves the
 * tooltip directly, so a zoom step never re-renders React.
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const {
    points,
    label,
    valueLabel,
    color,
    aspect,
    height,
    showLabel = true,
    focusDate,
    bands,
    onZoomComplete,
    ref,
  } = props;
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const boxRef = useRef<HTMLDivElement>(null);
  const focusableRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<TimeSeriesController | null>(null);
  const [presetLabel, setPreset] = useState(WHOLE_RANGE.label);
  const preset = RANGE_PRESETS.find((candidate) => candidate.label === presetLabel) ?? WHOLE_RANGE;
  const [touch, setTouch] = useState(prefersTouch);
  // Zoomed or moved away from the chosen preset: no preset is marked until Reset zoom or a choice.
  const [movedAway, setMovedAway] = useState(false);

  // The controller lives as long as the mounted DOM; later prop changes reach it through the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount
  useLayoutEffect(() => {
    const box = boxRef.current!;
    const controller = new TimeSeriesController(
      {
        box,
        focusable: focusableRef.current!,
        svg: svgRef.current!,
        tooltip: tooltipRef.current!,
        live: liveRef.current!,
        clipId: `ts-chart-clip-${id}`,
      },
      {
        valueLabel,
        fallbackHeight: fallbackHeight({ aspect, height }, box.clientWidth || FALLBACK_WIDTH_PX),
      },
    );
    controllerRef.current = controller;
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => controller.resize());
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      controller.destroy();
      controllerRef.current = null;
    };
  }, [id]);

  useLayoutEffect(() => {
    const controller = controllerRef.current!;
    controller.settings.valueLabel = valueLabel;
    controller.settings.onZoomComplete = onZoomComplete;
    controller.settings.onTouch = () => setTouch(true);
    controller.settings.onViewChange = (showsPreset) => setMovedAway(!showsPreset);
  });

  useLayoutEffect(() => controllerRef.current!.setPoints(points), [points]);
  useLayoutEffect(() => controllerRef.current!.setBands(bands ?? NO_BANDS), [bands]);

  const focusTime = focusDate ? new Date(focusDate).getTime() : Number.NaN;
  // New points reset the view, so the focused point is looked up and centred again. Picking a point
  // elsewhere on the page (an anomaly in a list) brings the chart into view as well.
  // biome-ignore lint/correctness/useExhaustiveDependencies: points is the trigger
  useEffect(() => {
    if (!Number.isFinite(focusTime)) return;
    controllerRef.current!.focusOn(focusTime);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    boxRef.current?.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [focusTime, points]);

  useImperativeHandle(
    ref,
    () => ({
      domain: () => controllerRef.current!.domain(),
      zoomTo: (start, end) => controllerRef.current!.zoomTo(start.getTime(), end.getTime()),
      resetZoom: () => controllerRef.current!.resetZoom(),
      showLast: (days) => {
        controllerRef.current!.showLast(days);
        setPreset(RANGE_PRESETS.find((candidate) => candidate.days === days)?.label ?? WHOLE_RANGE.label);
      },
    }),
    [],
  );

  return (
    <figure className="ts-chart" style={{ '--chart-line': color } as CSSProperties}>
      <ChartHeader label={label} showLabel={showLabel}>
        <div className="ts-chart-controls">
          <div className="ts-chart-presets" role="group" aria-label="Range presets">
            {RANGE_PRESETS.map((candidate) => (
              <button
                key={candidate.label}
                type="button"
                className="ts-chart-reset ts-chart-preset"
                aria-pressed={!movedAway && candidate === preset}
                onClick={() => {
                  controllerRef.current?.showLast(candidate.days);
                  setPreset(candidate.label);
                }}
              >
                {candidate.label} <span className="visually-hidden">({candidate.description})</span>
              </button>
            ))}
          </div>
          <button
            type="button"
            className="ts-chart-reset"
            title={`Back to the ${preset.description}`}
            onClick={() => controllerRef.current?.resetZoom()}
          >
            Reset zoom
          </button>
        </div>
      </ChartHeader>
      <p className="ts-chart-hint">{touch ? TOUCH_HINT : MOUSE_HINT}</p>
      <div className="ts-chart-box" style={chartBoxStyle({ aspect, height })} ref={boxRef}>
        <div
          className="ts-chart-focusable"
          ref={focusableRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart is operated with the arrow keys
          tabIndex={0}
          role="group"
          aria-label={label}
          aria-describedby={`ts-chart-hint-${id}`}
        >
          <svg ref={svgRef} aria-hidden="true" focusable="false" />
        </div>
        <div className="ts-chart-tooltip" ref={tooltipRef} aria-hidden="true" hidden />
      </div>
      <p id={`ts-chart-hint-${id}`} className="visually-hidden">
        {KEY_HINT}
      </p>
      <div className="visually-hidden" ref={liveRef} aria-live="polite" aria-atomic="true" />
    </figure>
  );
}

/** A phone or tablet (a coarse primary pointer): the hint names the finger gestures from the start. */
function prefersTouch(): boolean {
  return window.matchMedia?.('(pointer: coarse)').matches ?? false;
}
