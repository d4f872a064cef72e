import type { BackgroundWork } from '../ports';

/** Runs tasks after the answer, in this process; `drain` waits for those still running. */
export class InProcessBackgroundWork implements BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  run(task: () => Promise<void>): void {
    const promise = Promise.resolve()
      .then(task)
      .catch(this.onError)
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
