import { type FailureCount, LOGIN_FAILURE_WINDOW_MS, type LoginFailures } from '@server/accounts/ports';

interface Counter {
  failures: number;
  windowStartedAt: number;
  lastFailureAt: number;
}

/** Login failure counters in a Map, with the same window as the Kysely adapter. */
export class InMemoryLoginFailures implements LoginFailures {
  private readonly counters = new Map<string, Counter>();

  async count(email: string, ip: string, now: Date) {
    const of = (key: string): FailureCount | null => {
      const counter = this.counters.get(key);
      if (!counter || counter.windowStartedAt <= now.getTime() - LOGIN_FAILURE_WINDOW_MS) return null;
      return { failures: counter.failures, lastFailureAt: new Date(counter.lastFailureAt) };
    };
    return { pair: of(pairKey(email, ip)), ip: of(`ip:${ip}`) };
  }

  async record(email: string, ip: string, now: Date): Promise<void> {
    const at = now.getTime();
    for (const key of [pairKey(email, ip), `ip:${ip}`]) {
      const counter = this.counters.get(key);
      const current = counter && counter.windowStartedAt > at - LOGIN_FAILURE_WINDOW_MS;
      this.counters.set(key, {
        failures: current ? counter.failures + 1 : 1,
        windowStartedAt: current ? counter.windowStartedAt : at,
        lastFailureAt: at,
      });
    }
  }

  async forgive(email: string, ip: string): Promise<void> {
    this.counters.delete(pairKey(email, ip));
  }
}

const pairKey = (email: string, ip: string) => `pair:${email.trim().toLowerCase()}:${ip}`;
