import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeFollowerChart,
  type FlagSource,
  groupFlaggedChanges,
  MAX_GAP_CHANGES,
} from '@domain/analytics';
import { dailyHistory } from './follower-builders';

const DAY_MS = 86_400_000;

/** A follower series seen as changes: check times (strictly increasing), changes and flags. */
const flaggedSeries = fc
  .array(
    fc.record({
      gapDays: fc.double({ min: 0.3, max: 6, noNaN: true }),
      change: fc.integer({ min: -5000, max: 5000 }),
      flag: fc.constantFrom<FlagSource | null>(null, null, null, 'extreme', 'trend', 'drip'),
    }),
    { maxLength: 80 },
  )
  .map((steps) => {
    let time = 0;
    return {
      time: steps.map((step) => (time += step.gapDays * DAY_MS)),
      change: steps.map((step) => step.change),
      flags: steps.map((step, index) => (index === 0 ? null : step.flag)),
    };
  });

describe('follower events (properties)', () => {
  it('puts every flagged change in exactly one event; events are disjoint, ordered and bridge few gaps', () => {
    fc.assert(
      fc.property(flaggedSeries, ({ time, change, flags }) => {
        const events = groupFlaggedChanges(time, change, flags);
        flags.forEach((flag, index) => {
          const holding = events.filter((event) => event.first <= index && index <= event.last);
          if (flag !== null) expect(holding).toHaveLength(1);
          else expect(holding.length).toBeLessThanOrEqual(1);
        });
        for (let index = 1; index < events.length; index += 1) {
          expect(events[index]!.first).toBeGreaterThan(events[index - 1]!.last);
        }
        for (const event of events) {
          expect(flags[event.first]).not.toBeNull();
          expect(flags[event.last]).not.toBeNull();
          let unflaggedRun = 0;
          for (let index = event.first; index <= event.last; index += 1) {
            unflaggedRun = flags[index] === null ? unflaggedRun + 1 : 0;
            expect(unflaggedRun).toBeLessThanOrEqual(MAX_GAP_CHANGES);
          }
          const net = change.slice(event.first, event.last + 1).reduce((sum, value) => sum + value, 0);
          expect(event.kind === 'purge').toBe(net < 0);
        }
      }),
    );
  });

  it('the chart analysis lists events in time order, never overlapping, each naming its dates', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -400, max: 400 }), { minLength: 10, maxLength: 120 }),
        fc.array(fc.record({ day: fc.nat(119), size: fc.integer({ min: -20_000, max: 20_000 }) }), {
          maxLength: 4,
        }),
        (noise, jumps) => {
          let value = 50_000;
          const followers = noise.map((step, day) => {
            value += 100 + step;
            for (const jump of jumps) if (jump.day === day) value = Math.max(0, value + jump.size);
            return value;
          });
          const { events } = analyzeFollowerChart(dailyHistory(followers));
          for (let index = 0; index < events.length; index += 1) {
            const event = events[index]!;
            expect(Date.parse(event.start)).toBeLessThanOrEqual(Date.parse(event.end));
            if (index > 0)
              expect(Date.parse(event.start)).toBeGreaterThan(Date.parse(events[index - 1]!.end));
            expect(event.days).toBeGreaterThanOrEqual(1);
          }
        },
      ),
    );
  });
});
