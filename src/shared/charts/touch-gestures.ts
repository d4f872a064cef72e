import type { ScaleLinear } from 'd3';

/** What the touch gestures read from and ask of their chart. */
export interface TouchHost {
  /** The time scale in view (plot x in px ↔ time in ms). */
  timeScale(): ScaleLinear<number, number>;
  /** One finger down or dragging at plot x `plotX`: read out the nearest point. */
  scrubTo(plotX: number): void;
  /** Two fingers moved: show `[start, end]` (the host clamps it to the data's range). */
  zoomTo(start: number, end: number): void;
  /** A finger or pen touched the chart (the first time or again). */
  touched(): void;
}

/** Fingers closer than this (px) are read as one: they pan, they do not zoom. */
const MIN_PINCH_SPREAD_PX = 12;

/**
 * Touch and pen gestures on the plot, from pointer events: a tap reads out the nearest point, a
 * one-finger drag scrubs the readout along the line, and two fingers pan and pinch-zoom the time axis
 * (each finger keeps the time it first touched under it). The mouse is left to d3-zoom and hover.
 * CSS `touch-action: pan-y` on the target keeps vertical swipes scrolling the page.
 */
export class TouchGestures {
  /** Plot x of each finger on the chart, by pointer id, in the order they came down. */
  private readonly fingers = new Map<number, number>();
  /** The times under the two fingers when the second came down; null outside a two-finger gesture. */
  private anchors: readonly [number, number] | null = null;
  /** A two-finger gesture happened since the first finger came down: the last finger left does not scrub. */
  private pinched = false;

  constructor(
    private readonly target: SVGElement,
    private readonly host: TouchHost,
  ) {
    target.style.touchAction = 'pan-y';
    target.addEventListener('pointerdown', this.onDown);
    target.addEventListener('pointermove', this.onMove);
    target.addEventListener('pointerup', this.onEnd);
    target.addEventListener('pointercancel', this.onEnd);
  }

  destroy(): void {
    this.target.removeEventListener('pointerdown', this.onDown);
    this.target.removeEventListener('pointermove', this.onMove);
    this.target.removeEventListener('pointerup', this.onEnd);
    this.target.removeEventListener('pointercancel', this.onEnd);
  }

  private readonly onDown = (event: PointerEvent) => {
    if (!isTouchLike(event)) return;
    this.host.touched();
    // Keeps the moves coming when a finger slides off the plot mid-gesture.
    this.target.setPointerCapture?.(event.pointerId);
    this.fingers.set(event.pointerId, this.plotX(event));
    if (this.fingers.size === 1) {
      this.pinched = false;
      this.host.scrubTo(this.plotX(event));
    } else if (this.fingers.size === 2) {
      const [a, b] = [...this.fingers.values()] as [number, number];
      const x = this.host.timeScale();
      this.anchors = [x.invert(a), x.invert(b)];
      this.pinched = true;
    }
  };

  private readonly onMove = (event: PointerEvent) => {
    if (!isTouchLike(event) || !this.fingers.has(event.pointerId)) return;
    event.preventDefault();
    this.fingers.set(event.pointerId, this.plotX(event));
    if (this.anchors && this.fingers.size >= 2) {
      const [a, b] = [...this.fingers.values()] as [number, number];
      this.follow(a, b, this.anchors);
    } else if (!this.pinched) this.host.scrubTo(this.plotX(event));
  };

  private readonly onEnd = (event: PointerEvent) => {
    if (!this.fingers.delete(event.pointerId)) return;
    if (this.fingers.size < 2) this.anchors = null;
  };

  /** The window that puts time `t1` under plot x `p1` and `t2` under `p2` (a pan when they are close). */
  private follow(p1: number, p2: number, [t1, t2]: readonly [number, number]): void {
    const x = this.host.timeScale();
    const [start, end] = x.domain() as [number, number];
    const [rangeStart, rangeEnd] = x.range() as [number, number];
    const width = rangeEnd - rangeStart;
    const spread = p2 - p1;
    if (Math.abs(spread) < MIN_PINCH_SPREAD_PX || t1 === t2) {
      const msPerPx = (end - start) / width;
      const left = (t1 + t2) / 2 - ((p1 + p2) / 2) * msPerPx;
      this.host.zoomTo(left, left + (end - start));
      return;
    }
    const pxPerMs = spread / (t2 - t1);
    // Fingers that crossed over would turn the axis round: ignore that move.
    if (pxPerMs <= 0) return;
    const left = t1 - p1 / pxPerMs;
    this.host.zoomTo(left, left + width / pxPerMs);
  }

  private plotX(event: PointerEvent): number {
    return event.clientX - this.target.getBoundingClientRect().left;
  }
}

/** A finger or a pen: the pointers that tap and scrub instead of hovering. */
export function isTouchLike(event: PointerEvent): boolean {
  return event.pointerType === 'touch' || event.pointerType === 'pen';
}
