import type { Clock, MusicService } from '@domain/ports';
import { DemoMusicService } from './demo-music-service';
import { chooseDemoItems, type DemoItem } from './demo-selection';

/** What tracking seeds the demo user's year of history from (its `DemoHistorySource` port). */
export interface DemoHistorySource {
  /** A varied pick of items to track, with history over the `days` before `now`. */
  chooseItems(now: Date, days: number): DemoItem[];
  /** The demo music service as it reads at the given clock's time. */
  musicAt(clock: Clock): MusicService;
}

/** The demo catalog behind `service`, as tracking's demo seeding reads it. */
export function demoHistorySource(service: DemoMusicService): DemoHistorySource {
  const catalog = service.catalog();
  return {
    chooseItems: (now, days) => chooseDemoItems(catalog, now, days),
    musicAt: (clock) => new DemoMusicService(clock, undefined, catalog),
  };
}
