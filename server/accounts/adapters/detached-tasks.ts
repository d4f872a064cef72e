import type { BackgroundTasks, ReportError } from '../ports';

/** Runs each task on a later turn of the event loop, after the answer is on its way. */
export class DetachedTasks implements BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly reportError: ReportError) {}

  run(context: string, task: () => Promise<void>): void {
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error) => this.reportError(error, context))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves once every task started so far has finished (for shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
