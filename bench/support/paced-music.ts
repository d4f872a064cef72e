// A music service limited to a fixed rate, as an upstream quota is: calls are answered one slot
// apart (1000 / rate ms), each after a simulated network latency, whatever the number of callers.
import type { MusicService } from '@domain/ports';

export interface PacedMusic {
  readonly music: MusicService;
  /** performance.now() of every answered call, in order. */
  readonly answeredAt: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function pacedMusic(inner: MusicService, callsPerSecond: number, latencyMs: number): PacedMusic {
  const gapMs = 1000 / callsPerSecond;
  let nextSlot = 0;
  const answeredAt: number[] = [];
  const music = new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const now = performance.now();
        const slot = Math.max(now, nextSlot);
        nextSlot = slot + gapMs;
        await sleep(slot - now + latencyMs);
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          answeredAt.push(performance.now());
        }
      };
    },
  });
  return { music, answeredAt };
}
