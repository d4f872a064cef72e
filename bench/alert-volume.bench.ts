// How many alerts the demo user's items would raise a day under the old fixed rule (±5% or ±1,000
// followers, ±5 popularity points since the last alert) and under the new default alert rule,
// replayed over the last 90 days of the demo catalog's daily history.
// `npm run bench alert-volume`.
import { type AlertReading, DEFAULT_ALERT_RULE, itemSignals, userItemEvents } from '@domain/alerts';
import { type NotifiedValues, significantChange } from '@domain/analytics';
import type { ItemReading } from '@domain/tracking';
import { DemoMusicService, demoHistorySource } from '@server/catalog';
import { readItem } from '@server/tracking/read-item';

const DAY = 86_400_000;
const HISTORY_DAYS = 365;
const REPLAY_DAYS = 90;
const WINDOW_DAYS = 60;

interface Series {
  readonly kind: ItemReading['kind'];
  readonly name: string;
  readonly readings: AlertReading[];
}

async function demoSeries(now: Date): Promise<Series[]> {
  let at = new Date(now.getTime() - HISTORY_DAYS * DAY);
  const source = demoHistorySource(new DemoMusicService({ now: () => at }));
  const chosen = source.chooseItems(now, HISTORY_DAYS);
  const music = source.musicAt({ now: () => at });
  const series = chosen.map(() => ({
    kind: 'artist' as ItemReading['kind'],
    name: '',
    readings: [] as AlertReading[],
  }));
  for (let day = 0; day <= HISTORY_DAYS; day++) {
    at = new Date(now.getTime() - (HISTORY_DAYS - day) * DAY);
    for (const [index, { kind, id }] of chosen.entries()) {
      const read = await readItem(music, kind, id);
      if (!read.ok) throw new Error(`demo item ${kind} ${id} could not be read`);
      const entry = series[index]!;
      Object.assign(entry, { kind, name: read.value.name });
      entry.readings.push({
        checked_at: at.toISOString(),
        followers: read.value.followers ?? null,
        popularity: read.value.popularity ?? null,
      });
    }
  }
  return series;
}

interface Replay {
  readonly old: number;
  readonly fresh: number;
  readonly oldLastDay: number;
  readonly freshLastDay: number;
  readonly kinds: ReadonlyMap<string, number>;
}

function replay(series: Series): Replay {
  const { readings } = series;
  const start = readings.length - REPLAY_DAYS;
  let baseline: NotifiedValues = readings[start - 1]!;
  let old = 0;
  let fresh = 0;
  let oldLastDay = 0;
  let freshLastDay = 0;
  const kinds = new Map<string, number>();
  for (let day = start; day < readings.length; day++) {
    const today = readings[day]!;
    const change = significantChange(baseline, today);
    if (change.notify) baseline = today;
    const window = readings.slice(Math.max(0, day + 1 - WINDOW_DAYS), day + 1);
    const events = userItemEvents({
      signals: itemSignals(series.kind, window),
      rule: DEFAULT_ALERT_RULE,
      baseline: null,
      placements: [],
    });
    old += change.notify ? 1 : 0;
    fresh += events.length;
    for (const event of events) kinds.set(event.event, (kinds.get(event.event) ?? 0) + 1);
    if (day === readings.length - 1) {
      oldLastDay = change.notify ? 1 : 0;
      freshLastDay = events.length;
    }
  }
  return { old, fresh, oldLastDay, freshLastDay, kinds };
}

export default async function alertVolume(): Promise<void> {
  const now = new Date(Math.floor(Date.now() / DAY) * DAY + 6 * 3_600_000);
  const all = await demoSeries(now);
  const size = (series: Series) =>
    series.readings.at(-1)!.followers ?? series.readings.at(-1)!.popularity ?? 0;
  const sorted = [...all].sort((a, b) => size(b) - size(a));
  let oldTotal = 0;
  let freshTotal = 0;
  console.log(`demo user's ${all.length} items, last ${REPLAY_DAYS} days replayed (one reading a day)`);
  console.log(
    'item | kind | followers (popularity for tracks) | old rule: alerts / day | new default: alerts / day | last day old → new',
  );
  for (const series of sorted) {
    const counts = replay(series);
    oldTotal += counts.old;
    freshTotal += counts.fresh;
    console.log(
      `${series.name} | ${series.kind} | ${size(series).toLocaleString('en-US')} | ${(counts.old / REPLAY_DAYS).toFixed(2)} | ${(counts.fresh / REPLAY_DAYS).toFixed(2)} | ${counts.oldLastDay} → ${counts.freshLastDay}${counts.kinds.size > 0 ? ` (${[...counts.kinds].map(([kind, n]) => `${n} ${kind}`).join(', ')})` : ''}`,
    );
  }
  console.log(
    `all items: old rule ${(oldTotal / REPLAY_DAYS).toFixed(2)} alerts a day, new default ${(freshTotal / REPLAY_DAYS).toFixed(2)} a day`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await alertVolume();
