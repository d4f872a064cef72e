import { describe, expect, it } from 'vitest';
import { startRefreshScheduler } from '../../../../server/tracking/adapters/inline-refresh-scheduler';

const waitUntil = async (done: () => boolean) => {
  for (let waited = 0; !done(); waited += 5) {
    if (waited > 2_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('startRefreshScheduler', () => {
  it('checks at once and then every interval, runs due cycles one at a time, and logs failures', async () => {
    const due = [true, false, true, true];
    let checks = 0;
    let running = 0;
    let overlapped = false;
    const log: string[] = [];
    const scheduler = startRefreshScheduler({
      isDue: async () => due[checks++] ?? false,
      runCycle: async () => {
        overlapped ||= running > 0;
        running++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
        if (checks === 4) throw new Error('database gone');
      },
      log: (message) => log.push(message),
      intervalMinutes: 1440,
      checkEveryMs: 5,
    });
    await waitUntil(() => checks >= 5);
    await scheduler.stop();
    const stoppedAt = checks;
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(checks).toBe(stoppedAt);
    expect(overlapped).toBe(false);
    expect(log).toEqual(['refresh cycle failed: database gone']);
  });
});
