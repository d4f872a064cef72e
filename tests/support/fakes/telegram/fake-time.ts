import type { Clock } from '@domain/ports/clock';
import type { Pause } from '@server/telegram/ports';

/** A clock that only moves when something sleeps on it: sleeps return at once and are recorded. */
export class FakeTime implements Clock, Pause {
  readonly sleeps: number[] = [];
  private current: number;

  constructor(start = Date.parse('2026-03-01T12:00:00Z')) {
    this.current = start;
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.current += Math.max(0, ms);
    // A macrotask, so loops that sleep still let timers (and the test) run.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Keeps what the bot would log. */
export class CapturingLog {
  readonly lines: string[] = [];
  info(message: string): void {
    this.lines.push(`info ${message}`);
  }
  warn(message: string): void {
    this.lines.push(`warn ${message}`);
  }
  error(message: string): void {
    this.lines.push(`error ${message}`);
  }
}
