import type { CSSProperties, ReactNode } from 'react';
import './charts.css';

/** How tall a chart is: a fixed height in px, or a fixed aspect (e.g. 960×480) scaled to the width. */
export interface ChartSizing {
  readonly aspect?: { readonly width: number; readonly height: number } | undefined;
  readonly height?: number | undefined;
}

export const DEFAULT_CHART_HEIGHT_PX = 300;
/** An aspect-sized chart never gets shorter than this on a narrow screen. */
export const MIN_CHART_HEIGHT_PX = 200;

/** The plot box's size, set by CSS alone so a placeholder and the chart take exactly the same room. */
export function chartBoxStyle({ aspect, height }: ChartSizing): CSSProperties {
  if (aspect) return { aspectRatio: `${aspect.width} / ${aspect.height}`, minHeight: MIN_CHART_HEIGHT_PX };
  return { height: height ?? DEFAULT_CHART_HEIGHT_PX };
}

/** The height to draw at before the box has been laid out (jsdom, a hidden tab). */
export function fallbackHeight({ aspect, height }: ChartSizing, width: number): number {
  if (aspect) return Math.max(MIN_CHART_HEIGHT_PX, (width * aspect.height) / aspect.width);
  return height ?? DEFAULT_CHART_HEIGHT_PX;
}

/** The header row above a chart: its visible label and, on the right, its controls. */
export function ChartHeader({
  label,
  showLabel,
  children,
}: {
  label: string;
  showLabel: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="ts-chart-header">
      {showLabel ? <span className="ts-chart-label">{label}</span> : <span />}
      {children}
    </div>
  );
}
