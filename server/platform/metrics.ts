/**
 * A small metrics registry written out in the Prometheus text format (version 0.0.4): counters and
 * histograms with labels, and gauges read when scraped. Label values are bounded by their callers
 * (route patterns, not addresses; statuses; service names).
 */

export type Labels = Readonly<Record<string, string>>;

/** Seconds; from 5 ms (a cached read) to 10 s (a cold artist read on a slow music service). */
export const LATENCY_BUCKETS: readonly number[] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Counter {
  inc(labels: Labels, by?: number): void;
}

export interface Histogram {
  observe(labels: Labels, value: number): void;
}

/** A gauge's samples, read at each scrape. */
export type GaugeReader = () => Promise<ReadonlyArray<{ readonly labels: Labels; readonly value: number }>>;

interface Family {
  readonly name: string;
  readonly help: string;
  readonly type: 'counter' | 'histogram' | 'gauge';
  lines(): Promise<string[]>;
}

export class MetricsRegistry {
  private readonly families: Family[] = [];

  counter(name: string, help: string): Counter {
    const values = new Map<string, { labels: Labels; value: number }>();
    this.families.push({
      name,
      help,
      type: 'counter',
      lines: async () => [...values.values()].map(({ labels, value }) => sample(name, labels, value)),
    });
    return {
      inc(labels, by = 1) {
        const key = labelKey(labels);
        const entry = values.get(key) ?? { labels, value: 0 };
        entry.value += by;
        values.set(key, entry);
      },
    };
  }

  histogram(name: string, help: string, buckets: readonly number[] = LATENCY_BUCKETS): Histogram {
    const series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
    this.families.push({
      name,
      help,
      type: 'histogram',
      lines: async () =>
        [...series.values()].flatMap(({ labels, counts, sum, count }) => [
          ...buckets.map((bound, index) =>
            sample(`${name}_bucket`, { ...labels, le: String(bound) }, counts[index]!),
          ),
          sample(`${name}_bucket`, { ...labels, le: '+Inf' }, count),
          sample(`${name}_sum`, labels, sum),
          sample(`${name}_count`, labels, count),
        ]),
    });
    return {
      observe(labels, value) {
        const key = labelKey(labels);
        let entry = series.get(key);
        if (!entry) {
          entry = { labels, counts: buckets.map(() => 0), sum: 0, count: 0 };
          series.set(key, entry);
        }
        // Cumulative buckets: a value counts in every bucket whose bound it does not exceed.
        for (let index = 0; index < buckets.length; index++)
          if (value <= buckets[index]!) entry.counts[index]! += 1;
        entry.sum += value;
        entry.count += 1;
      },
    };
  }

  gauge(name: string, help: string, read: GaugeReader): void {
    this.families.push({
      name,
      help,
      type: 'gauge',
      lines: async () => (await read()).map(({ labels, value }) => sample(name, labels, value)),
    });
  }

  /** The exposition text; a gauge that fails to read is left out of this scrape. */
  async text(): Promise<string> {
    const blocks = await Promise.all(
      this.families.map(async (family) => {
        const lines = await family.lines().catch(() => []);
        return [`# HELP ${family.name} ${family.help}`, `# TYPE ${family.name} ${family.type}`, ...lines];
      }),
    );
    return `${blocks.flat().join('\n')}\n`;
  }
}

function sample(name: string, labels: Labels, value: number): string {
  const pairs = Object.entries(labels).map(([key, text]) => `${key}="${escapeLabel(text)}"`);
  return `${name}${pairs.length > 0 ? `{${pairs.join(',')}}` : ''} ${formatValue(value)}`;
}

function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '+Inf' : '-Inf';
  return String(value);
}

/** The text format's escapes inside a label value: backslash, double quote and line feed. */
function escapeLabel(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labelKey(labels: Labels): string {
  return JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));
}
