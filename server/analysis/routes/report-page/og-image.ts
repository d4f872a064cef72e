import { BAND_COLOURS, chartGeometry, LINE_COLOURS, type ReportView } from '@domain/reports';
import { drawableText, GLYPH_WIDTH, glyphRows } from './bitmap-font';
import { encodePng } from './png-encoder';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

type Rgb = readonly [number, number, number];

const hex = (colour: string): Rgb => [
  Number.parseInt(colour.slice(1, 3), 16),
  Number.parseInt(colour.slice(3, 5), 16),
  Number.parseInt(colour.slice(5, 7), 16),
];

const TONES: Readonly<Record<ReportView['tone'], Rgb>> = {
  good: hex('#1e8e3e'),
  warn: hex('#b06000'),
  bad: hex('#d93025'),
  neutral: hex('#5f6368'),
};
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = hex('#202124');
const MUTED: Rgb = hex('#5f6368');
const RULE: Rgb = hex('#dadce0');
const GRID: Rgb = hex('#eceff1');
/** Room left of the plot for the follower axis's labels (`'32.5K'`, `'12,500'` at scale 2). */
const AXIS_ROOM = 84;

/** A white RGB canvas with the few strokes the preview needs. */
export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3).fill(255);
  }

  /** Paints a rectangle; `alpha` below 1 mixes it with what is there. */
  rect(x: number, y: number, width: number, height: number, colour: Rgb, alpha = 1): void {
    const left = Math.max(0, Math.floor(x));
    const top = Math.max(0, Math.floor(y));
    const right = Math.min(this.width, Math.ceil(x + width));
    const bottom = Math.min(this.height, Math.ceil(y + height));
    for (let row = top; row < bottom; row++) {
      for (let column = left; column < right; column++) {
        const at = (row * this.width + column) * 3;
        for (let channel = 0; channel < 3; channel++) {
          const old = this.pixels[at + channel]!;
          this.pixels[at + channel] = Math.round(old + (colour[channel]! - old) * alpha);
        }
      }
    }
  }

  /** A line `thickness` pixels wide (square brush stepped along it). */
  line(from: readonly [number, number], to: readonly [number, number], thickness: number, colour: Rgb): void {
    const steps = Math.max(1, Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1])));
    for (let step = 0; step <= steps; step++) {
      const x = from[0] + ((to[0] - from[0]) * step) / steps;
      const y = from[1] + ((to[1] - from[1]) * step) / steps;
      this.rect(x - thickness / 2, y - thickness / 2, thickness, thickness, colour);
    }
  }

  /** Draws text at `scale` pixels per font pixel; answers the width drawn. */
  text(text: string, x: number, y: number, scale: number, colour: Rgb): number {
    let cursor = x;
    for (const character of text) {
      glyphRows(character).forEach((row, rowIndex) => {
        for (let column = 0; column < GLYPH_WIDTH; column++) {
          if (row[column] === '1')
            this.rect(cursor + column * scale, y + rowIndex * scale, scale, scale, colour);
        }
      });
      cursor += (GLYPH_WIDTH + 1) * scale;
    }
    return cursor - x;
  }
}

const textWidth = (text: string, scale: number) => text.length * (GLYPH_WIDTH + 1) * scale;

/** Shortens `text` with "..." so it fits `width` at `scale`. */
function fitted(text: string, scale: number, width: number): string {
  const room = Math.floor(width / ((GLYPH_WIDTH + 1) * scale));
  return text.length <= room ? text : `${text.slice(0, Math.max(0, room - 3)).trimEnd()}...`;
}

/**
 * The report's preview image (1200×630 PNG, what chat apps show for the link): the playlist's
 * name, the verdict on its colour, and the follower curve in that colour, with its flagged
 * stretches and a follower scale.
 */
export function reportPreviewPng(view: ReportView): Promise<Buffer> {
  const canvas = reportPreviewCanvas(view);
  return encodePng(OG_WIDTH, OG_HEIGHT, canvas.pixels);
}

/** The preview's pixels (RGB, row by row), before encoding. */
export function reportPreviewCanvas(view: ReportView): Canvas {
  const canvas = new Canvas(OG_WIDTH, OG_HEIGHT);
  const tone = TONES[view.tone];
  const margin = 60;
  canvas.rect(0, 0, OG_WIDTH, 14, tone);
  canvas.text('CHARTPULSE DUE-DILIGENCE REPORT', margin, 48, 3, MUTED);
  canvas.text(fitted(drawableText(view.playlistName), 7, OG_WIDTH - 2 * margin), margin, 90, 7, INK);
  const verdict = drawableText(view.verdictText);
  const pill = textWidth(verdict, 5) + 40;
  canvas.rect(margin, 170, pill, 35 + 30, tone);
  canvas.text(verdict, margin + 20, 170 + 15, 5, WHITE);

  const chartTop = 260;
  const chartBottom = 560;
  const chartLeft = margin + AXIS_ROOM;
  const chart = chartGeometry(view.points, view.marks, {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    top: chartTop,
    right: margin,
    bottom: OG_HEIGHT - chartBottom,
    left: chartLeft,
  });
  if (chart.line.length > 0) {
    for (const tick of chart.ticks) {
      canvas.rect(chartLeft, tick.y, OG_WIDTH - margin - chartLeft, 1, GRID);
      const label = drawableText(tick.label);
      canvas.text(label, chartLeft - 12 - textWidth(label, 2), tick.y - 7, 2, MUTED);
    }
  }
  for (const band of chart.bands) {
    canvas.rect(
      band.x,
      chartTop,
      band.width,
      chartBottom - chartTop,
      hex(BAND_COLOURS[band.mark.direction]),
      0.28,
    );
  }
  canvas.rect(chartLeft, chartBottom + 1, OG_WIDTH - margin - chartLeft, 2, RULE);
  const line = hex(LINE_COLOURS[view.tone]);
  if (chart.line.length === 1) canvas.line(chart.line[0]!, chart.line[0]!, 8, line);
  for (let index = 1; index < chart.line.length; index++) {
    canvas.line(chart.line[index - 1]!, chart.line[index]!, 5, line);
  }
  canvas.text(drawableText(view.dataAsOfText), margin, 582, 3, MUTED);
  canvas.text('CHARTPULSE', OG_WIDTH - margin - textWidth('CHARTPULSE', 3), 582, 3, MUTED);
  return canvas;
}
