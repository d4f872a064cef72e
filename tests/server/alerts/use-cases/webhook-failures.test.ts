import { describe, expect, it } from 'vitest';
import { type AttemptDeps, attemptDelivery } from '@server/alerts/delivery-steps';
import type { PostOutcome, WebhookPost } from '@server/alerts/ports';
import {
  InMemoryAlertInbox,
  InMemoryWebhooks,
  RecordingScheduler,
} from '../../../support/fakes/alerts/in-memory-alerts';

const NOW = new Date('2026-04-01T08:00:00Z');

/** Deps with a receiver answering `statuses` in order (then 200), retries after 2 min, 10 min and 1 h. */
function setup(statuses: number[]) {
  const posts: WebhookPost[] = [];
  const deps = {
    webhooks: new InMemoryWebhooks(),
    inbox: new InMemoryAlertInbox(),
    scheduler: new RecordingScheduler(),
    guard: { refusal: async () => null },
    sender: {
      post: async (request: WebhookPost): Promise<PostOutcome> => {
        posts.push(request);
        return { status: statuses.shift() ?? 200 };
      },
    },
    clock: { now: () => NOW },
    tuning: { retryDelaysMs: [120_000, 600_000, 3_600_000], disableAfter: 10, timeoutMs: 10_000 },
  } satisfies AttemptDeps;
  const deliver = async (webhookId: number, count: number) => {
    const ids: number[] = [];
    for (let n = 0; n < count; n++) {
      const id = await deps.webhooks.createDelivery({
        webhookId,
        alertId: null,
        event: 'test',
        payload: '{"type":"test"}',
        now: NOW,
      });
      await attemptDelivery(deps, { deliveryId: id, retry: true });
      ids.push(id);
    }
    return ids;
  };
  /** Runs every retry the scheduler holds, as the queue would when each comes due. */
  const runRetries = async () => {
    while (deps.scheduler.scheduled.length > 0) {
      const { deliveryId } = deps.scheduler.scheduled.shift()!;
      // The retry is due: the fake's schedule check takes the delivery's own due time.
      const row = deps.webhooks.log.find((entry) => entry.id === deliveryId)!;
      Object.assign(row, { nextAttemptAt: NOW });
      await attemptDelivery(deps, { deliveryId, retry: true });
    }
  };
  return { deps, posts, deliver, runRetries };
}

describe('webhook failures are counted per delivery, after its retries', () => {
  it('a burst of 8 failing alerts does not disable the webhook before their retries', async () => {
    // 16 failed attempts in a row: counting attempts would disable the webhook at the 10th.
    const { deps, deliver, runRetries } = setup(Array(16).fill(500));
    const hook = (await deps.webhooks.create(1, 'https://hooks.example/x', 'whsec', NOW, 5))!;
    await deliver(hook.id, 8);
    expect(deps.webhooks.hooks[0]).toMatchObject({ state: 'active', consecutive_failures: 0 });
    expect(deps.scheduler.scheduled.map((entry) => entry.delayMs)).toEqual(Array(8).fill(120_000));

    await runRetries();
    expect(deps.webhooks.log.map((entry) => [entry.status, entry.attempts])).toEqual(
      Array(8).fill(['delivered', 3]),
    );
    expect(deps.webhooks.hooks[0]).toMatchObject({ state: 'active', consecutive_failures: 0 });
  });

  it('disables the webhook after 10 deliveries in a row whose attempts all failed', async () => {
    const { deps, deliver, runRetries } = setup(Array(100).fill(503));
    const hook = (await deps.webhooks.create(1, 'https://hooks.example/x', 'whsec', NOW, 5))!;
    await deliver(hook.id, 9);
    await runRetries();
    expect(deps.webhooks.log.every((entry) => entry.status === 'failed' && entry.attempts === 4)).toBe(true);
    expect(deps.webhooks.hooks[0]).toMatchObject({ state: 'active', consecutive_failures: 9 });

    await deliver(hook.id, 1);
    await runRetries();
    expect(deps.webhooks.hooks[0]).toMatchObject({
      state: 'disabled',
      disabled_reason: 'Disabled after 10 failed deliveries in a row.',
      consecutive_failures: 10,
    });
    expect(deps.inbox.alerts.at(-1)).toMatchObject({ event: 'webhook_disabled' });
  });

  it('a delivered one starts the count again; every attempt of a delivery sends its id', async () => {
    const { deps, posts, deliver, runRetries } = setup([500, 500, 500, 500, 500]);
    const hook = (await deps.webhooks.create(1, 'https://hooks.example/x', 'whsec', NOW, 5))!;
    const [first] = await deliver(hook.id, 1);
    await runRetries();
    // The first delivery failed 4 times (counted once), the second failed once, then arrived.
    expect(deps.webhooks.hooks[0]).toMatchObject({ consecutive_failures: 1 });
    const [second] = await deliver(hook.id, 1);
    await runRetries();
    expect(deps.webhooks.hooks[0]).toMatchObject({ consecutive_failures: 0 });
    expect(posts.filter((sent) => sent.deliveryId === first)).toHaveLength(4);
    const seconds = posts.filter((sent) => sent.deliveryId === second);
    expect(seconds.map((sent) => JSON.parse(sent.body))).toEqual([
      { delivery_id: second, type: 'test' },
      { delivery_id: second, type: 'test' },
    ]);
  });

  it('an attempt already under way holds its delivery: a second job for it sends nothing', async () => {
    const { deps, posts } = setup([]);
    const hook = (await deps.webhooks.create(1, 'https://hooks.example/x', 'whsec', NOW, 5))!;
    const id = await deps.webhooks.createDelivery({
      webhookId: hook.id,
      alertId: null,
      event: 'test',
      payload: '{}',
      now: NOW,
    });
    const until = new Date(NOW.getTime() + 70_000);
    expect(await deps.webhooks.claim(id, { now: NOW, until, dueBy: NOW })).not.toBeNull();
    expect(await attemptDelivery(deps, { deliveryId: id, retry: true })).toBeNull();
    expect(posts).toEqual([]);
  });
});
