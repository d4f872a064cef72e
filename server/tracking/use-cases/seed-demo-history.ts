import type { ItemReading } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { DemoHistorySource, HistoryImport, ImportedSeries } from '../ports';
import { readItem } from '../read-item';

export interface DemoHistoryOptions {
  readonly userId: number;
  readonly now: Date;
  readonly days?: number;
}

const DAY_MS = 86_400_000;

/**
 * Gives the demo user a year of daily history for a handful of artists, tracks and playlists
 * (some with bot-like follower spikes), read from the demo catalog at each past day. Does nothing
 * when that user already tracks something. Returns the number of snapshots written.
 */
export async function seedDemoHistory(
  deps: { readonly historyImport: HistoryImport; readonly source: DemoHistorySource },
  options: DemoHistoryOptions,
): Promise<Result<number, never>> {
  if (await deps.historyImport.tracksAnything(options.userId)) return ok(0);
  const { source } = deps;
  const days = options.days ?? 365;
  const chosen = source.chooseItems(options.now, days);
  const instants = Array.from(
    { length: days + 1 },
    (_, index) => new Date(options.now.getTime() - (days - index) * DAY_MS),
  );
  let at = instants[0]!;
  const music = source.musicAt({ now: () => at });
  const series = new Map<
    string,
    { kind: ImportedSeries['kind']; spotifyId: string; readings: ItemReading[] }
  >();
  for (const instant of instants) {
    at = instant;
    for (const { kind, id } of chosen) {
      const key = `${kind}:${id}`;
      const entry = series.get(key) ?? { kind, spotifyId: id, readings: [] };
      const read = await readItem(music, kind, id);
      // The demo catalog holds every item it chose: a failure here is a bug, so seeding stops.
      if (!read.ok) throw read.error;
      entry.readings.push(read.value);
      series.set(key, entry);
    }
  }
  const written = await deps.historyImport.write({
    userId: options.userId,
    instants,
    series: [...series.values()],
    now: options.now,
  });
  return ok(written);
}
