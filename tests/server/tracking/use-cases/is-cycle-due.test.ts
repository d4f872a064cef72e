import { describe, expect, it } from 'vitest';
import { isCycleDue } from '../../../../server/tracking/use-cases/is-cycle-due';
import { fakeTracking } from '../fakes/fake-tracking';

describe('isCycleDue', () => {
  it('is due when none ran, an interval after the last start, or to resume an open cycle', async () => {
    const fake = fakeTracking();
    const start = fake.clock.now();
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    expect(await isCycleDue(fake, start, 60, false)).toBe(true);

    const cycle = await fake.cycles.open(start);
    expect(await isCycleDue(fake, at(59), 60, false)).toBe(false);
    expect(await isCycleDue(fake, at(59), 60, true)).toBe(true);
    expect(await isCycleDue(fake, at(60), 60, false)).toBe(true);

    await fake.cycles.finish(cycle.id, at(5));
    expect(await isCycleDue(fake, at(59), 60, true)).toBe(false);
    expect(await isCycleDue(fake, at(61), 60, true)).toBe(true);
  });
});
