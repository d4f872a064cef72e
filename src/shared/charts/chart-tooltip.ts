import { tooltipPlacement } from './tooltip-placement';

/**
 * The tooltip box beside a point, never over it (`tooltipPlacement`: it flips to the left of the point
 * near the right edge and below it near the top), and the live region that reads it out for keyboard users.
 */
export class ChartTooltip {
  constructor(
    private readonly box: HTMLElement,
    private readonly tip: HTMLElement,
    private readonly live: HTMLElement,
  ) {}

  /** Shows `lines` next to the point at `(x, y)` in the box's coordinates; `announce` also reads them out. */
  show(lines: readonly string[], tone: string, x: number, y: number, announce: boolean): void {
    this.tip.replaceChildren(
      ...lines.map((text, index) => {
        const line = document.createElement('div');
        line.className =
          index === 0 ? 'ts-chart-tooltip-date' : index === 2 ? `ts-chart-tooltip-${tone}` : '';
        line.textContent = text;
        return line;
      }),
    );
    this.tip.hidden = false;
    const { left, top } = tooltipPlacement(
      x,
      y,
      { width: this.tip.offsetWidth, height: this.tip.offsetHeight },
      {
        width: this.box.clientWidth || Number.POSITIVE_INFINITY,
        height: this.box.clientHeight || Number.POSITIVE_INFINITY,
      },
    );
    this.tip.style.transform = `translate(${left}px, ${top}px)`;
    if (announce) this.live.textContent = lines.join(', ');
  }

  hide(): void {
    this.tip.hidden = true;
  }
}
