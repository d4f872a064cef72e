import type { MusicService } from '@domain/ports';
import type { Counter, Histogram } from '../../platform/metrics';

export interface MusicServiceMeters {
  /** Calls by service, method and outcome (`ok`, or the failure's kind: `not_found`, `quota`…). */
  readonly calls: Counter;
  /** Seconds per call, by service and method. */
  readonly latency: Histogram;
}

/**
 * The music service, counting each call and its outcome (docs/operations.md#metrics). A call that
 * throws (a bug: the port answers its failures as values) counts as `error` and is rethrown.
 */
export function meteredMusicService<S extends MusicService>(
  inner: S,
  service: string,
  meters: MusicServiceMeters,
): S {
  return new Proxy(inner, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const method = String(property);
      return async (...args: unknown[]) => {
        const started = performance.now();
        let outcome = 'error';
        try {
          const result = await value.apply(target, args);
          outcome = result?.ok === false ? String(result.error?.kind ?? 'error') : 'ok';
          return result;
        } finally {
          meters.calls.inc({ service, method, outcome });
          meters.latency.observe({ service, method }, (performance.now() - started) / 1000);
        }
      };
    },
  });
}
