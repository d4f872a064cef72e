/** Gap between a point and its tooltip, in px. */
const GAP_PX = 12;

/**
 * The tooltip box beside a point, kept inside the chart (it flips to the left of the point near the
 * right edge and below it near the top), and the live region that reads it out for keyboard users.
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
    const width = this.tip.offsetWidth;
    const height = this.tip.offsetHeight;
    const boxWidth = this.box.clientWidth || Number.POSITIVE_INFINITY;
    let left = x + GAP_PX;
    if (left + width > boxWidth) left = x - GAP_PX - width;
    let top = y - GAP_PX - height;
    if (top < 0) top = y + GAP_PX;
    this.tip.style.transform = `translate(${Math.max(0, Math.round(left))}px, ${Math.max(0, Math.round(top))}px)`;
    if (announce) this.live.textContent = lines.join(', ');
  }

  hide(): void {
    this.tip.hidden = true;
  }
}
