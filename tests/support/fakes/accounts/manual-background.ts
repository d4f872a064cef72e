import type { BackgroundTasks } from '@server/accounts/ports';

/** Keeps background tasks until `flush`, so a test can see what happened before and after the answer. */
export class ManualBackground implements BackgroundTasks {
  private queued: Array<{ context: string; task: () => Promise<void> }> = [];

  constructor(private readonly report: (error: unknown, context: string) => void) {}

  run(context: string, task: () => Promise<void>): void {
    this.queued.push({ context, task });
  }

  /** Runs every queued task (and any they queue), reporting failures as the real adapter does. */
  async flush(): Promise<void> {
    while (this.queued.length > 0) {
      const next = this.queued.shift()!;
      await next.task().catch((error) => this.report(error, next.context));
    }
  }
}
