import type { RenderedPart, RenderedReports } from '../ports';

/** The longest rest after a drawing (ms). */
const MAX_REST_MS = 100;

interface Drawn {
  readonly version: string;
  readonly parts: Map<RenderedPart, Buffer>;
  bytes: number;
}

/**
 * Pages and preview images drawn for share links, kept in this process and bounded by their bytes
 * (`REPORT_CACHE_MB`), least recently used first out. An entry serves only the version it was drawn
 * for (a newer version draws afresh); concurrent misses of one part share one drawing, and drawings
 * run one at a time (`concurrentDraws`), each followed by a rest as long as it took (at most
 * `MAX_REST_MS`): a loop over more links than the cache holds gets at most about half of the event
 * loop, its misses waiting their turn instead of queueing ahead of every other request. Only links that exist are ever drawn, so unknown
 * tokens cannot push real pages out.
 */
export class MemoryRenderedReports implements RenderedReports {
  private readonly drawn = new Map<string, Drawn>();
  private readonly drawing = new Map<string, Promise<Buffer | null>>();
  private bytes = 0;
  private drawingNow = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly maxBytes: number,
    private readonly concurrentDraws = 1,
  ) {}

  /** The part drawn for `token` at `version`, or `draw()`'s (kept when it fits); null when draw answers null. */
  async value(
    token: string,
    version: string,
    part: RenderedPart,
    draw: () => Promise<Buffer | null>,
  ): Promise<Buffer | null> {
    const entry = this.drawn.get(token);
    if (entry && entry.version !== version) this.forget(token);
    const kept = entry?.version === version ? entry.parts.get(part) : undefined;
    if (kept) {
      this.drawn.delete(token);
      this.drawn.set(token, entry!);
      return kept;
    }
    const key = `${token}\n${version}\n${part}`;
    const running = this.drawing.get(key);
    if (running) return running;
    const drawing = this.inTurn(draw).then((body) => {
      if (body) this.keep(token, version, part, body);
      return body;
    });
    this.drawing.set(key, drawing);
    try {
      return await drawing;
    } finally {
      this.drawing.delete(key);
    }
  }

  /** Runs `work` once fewer than `concurrentDraws` drawings are under way. */
  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.drawingNow >= this.concurrentDraws) await new Promise<void>((turn) => this.waiting.push(turn));
    else this.drawingNow += 1;
    const started = performance.now();
    try {
      return await work();
    } finally {
      // The turn passes on after a rest, so drawings never hold the event loop back to back; the
      // one who drew has its answer at once.
      const rest = Math.min(performance.now() - started, MAX_REST_MS);
      if (this.waiting.length > 0) setTimeout(() => this.passTurn(), rest);
      else this.passTurn();
    }
  }

  private passTurn(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.drawingNow -= 1;
  }

  forget(token: string): void {
    const entry = this.drawn.get(token);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.drawn.delete(token);
  }

  /** Bytes held (tests, diagnostics). */
  get size(): { readonly links: number; readonly bytes: number } {
    return { links: this.drawn.size, bytes: this.bytes };
  }

  private keep(token: string, version: string, part: RenderedPart, body: Buffer): void {
    if (body.length > this.maxBytes) return;
    let entry = this.drawn.get(token);
    if (entry?.version !== version) {
      this.forget(token);
      entry = { version, parts: new Map(), bytes: 0 };
    }
    const replaced = entry.parts.get(part)?.length ?? 0;
    entry.parts.set(part, body);
    entry.bytes += body.length - replaced;
    this.bytes += body.length - replaced;
    this.drawn.delete(token);
    this.drawn.set(token, entry);
    for (const [oldest, drawn] of this.drawn) {
      if (this.bytes <= this.maxBytes) break;
      this.bytes -= drawn.bytes;
      this.drawn.delete(oldest);
    }
  }
}
