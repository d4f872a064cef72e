import { makeAutoObservable, runInAction } from 'mobx';
import type { AlertChannel } from '@domain/alerts/alert-contracts';
import type { AlertsGateway } from '@domain/ports/browser/alerts-gateway';
import { failureText, testResultText } from './alert-labels';

export interface TestOutcome {
  readonly tone: 'success' | 'error' | 'info';
  readonly text: string;
}

/** "Send a test alert" per channel (or per webhook): one press in flight each, and its outcome in words. */
export class ChannelTests {
  /** Keyed by channel, or `webhook:<id>` for one webhook. */
  busy = new Set<string>();
  outcomes = new Map<string, TestOutcome>();

  constructor(private readonly gateway: AlertsGateway) {
    makeAutoObservable<ChannelTests, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  isBusy(key: string): boolean {
    return this.busy.has(key);
  }

  outcome(key: string): TestOutcome | null {
    return this.outcomes.get(key) ?? null;
  }

  async send(channel: AlertChannel, webhookId?: number): Promise<void> {
    const key = webhookId === undefined ? channel : `webhook:${webhookId}`;
    if (this.busy.has(key)) return;
    this.busy.add(key);
    this.outcomes.delete(key);
    const answer = await this.gateway.sendTest(channel, webhookId);
    runInAction(() => {
      this.busy.delete(key);
      if (!answer.ok) {
        this.outcomes.set(key, {
          tone: 'error',
          text: `The test alert was not sent: ${failureText(answer)}`,
        });
        return;
      }
      const result = answer.value;
      const tone = result.status === 'sent' ? 'success' : result.status === 'failed' ? 'error' : 'info';
      this.outcomes.set(key, { tone, text: testResultText(result) });
    });
  }
}
