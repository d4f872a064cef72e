import { type D3ZoomEvent, type ZoomBehavior, type ZoomTransform, select, zoom, zoomIdentity } from 'd3';

export interface ZoomHandlers {
  /** Every change of the view; `byUser` is false for resizes, new data and other silent moves. */
  onZoom(transform: ZoomTransform, byUser: boolean): void;
  onGestureEnd(byUser: boolean): void;
}

/**
 * d3-zoom on the plot's overlay for the mouse, on the x axis only: wheel and trackpad pinch zoom, drag
 * pans, double-click is left to the caller (it resets). Fingers are left to `TouchGestures` (a finger's
 * drag scrubs there instead of panning). Between 1× (the whole range) and `maxScale` (the minimum range).
 */
export class ChartZoom {
  private readonly behavior: ZoomBehavior<SVGRectElement, unknown>;
  private width = 1;
  private maxScale = 1;
  private silent = false;

  constructor(
    private readonly target: SVGRectElement,
    handlers: ZoomHandlers,
  ) {
    this.behavior = zoom<SVGRectElement, unknown>()
      .touchable(false)
      .on('zoom', (event: D3ZoomEvent<SVGRectElement, unknown>) => {
        handlers.onZoom(event.transform, !this.silent);
      })
      .on('end', () => handlers.onGestureEnd(!this.silent));
    select(target).call(this.behavior).on('dblclick.zoom', null);
  }

  get transform(): ZoomTransform {
    return (this.target as SVGRectElement & { __zoom?: ZoomTransform }).__zoom ?? zoomIdentity;
  }

  /**
   * A new plot size or range, then a redraw: the view keeps its place in the range, or shows all of it
   * when `reset`.
   */
  configure(width: number, height: number, maxScale: number, reset: boolean): void {
    const previous = reset ? zoomIdentity : this.transform;
    const ratio = this.width > 0 ? width / this.width : 1;
    this.width = width;
    this.maxScale = Math.max(1, maxScale);
    this.behavior
      .extent([
        [0, 0],
        [width, height],
      ])
      .translateExtent([
        [0, 0],
        [width, height],
      ])
      .scaleExtent([1, this.maxScale]);
    this.apply(previous.k, previous.x * ratio, false);
  }

  /** Moves the view to scale `k` and x offset `x` (clamped to the limits). */
  apply(k: number, x: number, byUser: boolean): void {
    const scale = Math.min(this.maxScale, Math.max(1, k));
    const offset = Math.min(0, Math.max(this.width * (1 - scale), x));
    this.silent = !byUser;
    try {
      select(this.target).call(this.behavior.transform, zoomIdentity.translate(offset, 0).scale(scale));
    } finally {
      this.silent = false;
    }
  }

  destroy(): void {
    select(this.target).on('.zoom', null);
  }
}
