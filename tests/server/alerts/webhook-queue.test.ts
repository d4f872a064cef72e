import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlertsModule } from '@server/alerts/alerts-module';
import { LOST_AFTER_MS } from '@server/alerts/use-cases/requeue-lost-deliveries';
import { startTricklingServer, type TricklingServer } from '../../support/trickling-server';
import { type SignedInUser, signIn } from '../../support/test-app';
import { get, post, type TrackingTestApp, trackingTestApp } from '../tracking/support/tracking-app';
import { BACKENDS } from '../tracking/support/tracking-database';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

// One deadline for a whole POST; a trickling receiver answers a byte every 200 ms (40 s in all).
const DEADLINE_MS = 2000;
const DAY = 86_400_000;

describe.each(BACKENDS)('the webhook queue on %s: deadlines, caps, delivery ids, limits', (backend) => {
  let testApp: TrackingTestApp;
  let trickling: TricklingServer;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    trickling = await startTricklingServer(200);
    receiver = await startWebhookReceiver();
    testApp = await trackingTestApp(backend, {
      configOverrides: {
        webhookAllowPrivate: true,
        webhookAllowHttp: true,
        jobRunner: backend === 'postgres' ? 'pg-boss' : 'inline',
      },
      alerts: {
        retryDelaysMs: [],
        timeoutMs: DEADLINE_MS,
        caps: { total: 4, perUser: 2, perReceiver: 2 },
        busyRetryMs: 100,
        queue: { workers: 2, batchSize: 4, pollingIntervalSeconds: 0.5 },
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await trickling.close();
    await receiver.close();
  });

  const db = () => testApp.database.db;

  const register = async (user: SignedInUser, url: string) => {
    const answer = await post(testApp.app, '/api/alerts/webhooks', user.headers, { url });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { webhook: { id: number }; secret: string };
  };

  /** Pending deliveries whose job was never queued, due `ago` ms before now. */
  const lostDeliveries = async (webhookId: number, count: number, ago = LOST_AFTER_MS + 60_000) => {
    const due = new Date(testApp.clock.now().getTime() - ago);
    const rows = await db()
      .insertInto('webhook_deliveries')
      .values(
        Array.from({ length: count }, () => ({
          webhook_id: webhookId,
          alert_id: null,
          event: 'test',
          payload: JSON.stringify({ type: 'test', message: 'queued by hand' }),
          created_at: due,
          updated_at: due,
          next_attempt_at: due,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  };

  const deliveriesOf = (webhookId: number) =>
    db()
      .selectFrom('webhook_deliveries')
      .select(['id', 'status', 'attempts', 'last_error'])
      .where('webhook_id', '=', webhookId)
      .orderBy('id')
      .execute();

  it('a receiver trickling its answer delays no other user by more than one deadline', async () => {
    const attacker = await signIn(testApp.app);
    const victim = await signIn(testApp.app);
    const slow = await register(attacker, `${trickling.url}/hook`);
    const fast = await register(victim, receiver.url);
    receiver.secret = fast.secret;
    await lostDeliveries(slow.webhook.id, 4);
    const [victimDelivery] = await lostDeliveries(fast.webhook.id, 1);

    const started = Date.now();
    expect((await testApp.composition.alerts.housekeeping()).requeued).toBe(5);
    const arrived = await waitFor(() =>
      receiver.received.find((hook) => hook.delivery === String(victimDelivery)),
    );
    expect(arrived.at - started).toBeLessThan(DEADLINE_MS);
    expect(arrived.verified).toBe(true);
    // At most two of the attacker's POSTs (its receiver's cap) are open at once.
    expect(trickling.openSockets()).toBeLessThanOrEqual(2);

    await testApp.composition.alerts.settle();
    const slowLog = await deliveriesOf(slow.webhook.id);
    expect(slowLog.map((row) => row.status)).toEqual(Array(4).fill('failed'));
    expect(slowLog[0]!.last_error).toBe('The receiver did not answer within 2 seconds.');
  }, 30_000);

  it('the test button answers within its deadline when the receiver trickles', async () => {
    const user = await signIn(testApp.app);
    await register(user, `${trickling.url}/hook`);
    const started = Date.now();
    const tested = await post(testApp.app, '/api/alerts/test', user.headers, { channel: 'webhook' });
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 1000);
    expect(tested.json().result).toEqual({
      channel: 'webhook',
      status: 'failed',
      detail: 'The receiver did not answer within 2 seconds.',
    });
  });

  it('sends one delivery id in the header and the body; a delivery held by a killed process is sent again under it', async () => {
    const user = await signIn(testApp.app);
    const hook = await register(user, receiver.url);
    receiver.secret = hook.secret;
    // An attempt was under way (held until its deadline passes) when its process died.
    const [held] = await lostDeliveries(hook.webhook.id, 1);
    const now = testApp.clock.now();
    await db()
      .updateTable('webhook_deliveries')
      .set({ claimed_until: new Date(now.getTime() + DEADLINE_MS + 60_000) })
      .where('id', '=', held!)
      .execute();
    expect((await testApp.composition.alerts.housekeeping()).requeued).toBe(0);

    testApp.clock.advance(DEADLINE_MS + 60_000);
    expect((await testApp.composition.alerts.housekeeping()).requeued).toBe(1);
    await testApp.composition.alerts.settle();
    const sent = receiver.received.filter((entry) => entry.delivery === String(held));
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toEqual({ delivery_id: held, type: 'test', message: 'queued by hand' });
    expect(await deliveriesOf(hook.webhook.id)).toEqual([
      { id: held, status: 'delivered', attempts: 1, last_error: null },
    ]);
    // A second job for the same delivery finds it delivered and sends nothing.
    expect((await testApp.composition.alerts.housekeeping()).requeued).toBe(0);
  });

  it('a restarted process sends the deliveries it left pending, under the same ids', async () => {
    const user = await signIn(testApp.app);
    const hook = await register(user, receiver.url);
    receiver.secret = hook.secret;
    // Killed during a POST: the row is still held; on PGlite only the restarted process can hold it.
    const [killed] = await lostDeliveries(hook.webhook.id, 1, 0);
    await db()
      .updateTable('webhook_deliveries')
      .set({ claimed_until: new Date(testApp.clock.now().getTime() + 3_600_000) })
      .where('id', '=', killed!)
      .execute();
    const restarted = createAlertsModule({
      db: db(),
      clock: testApp.clock,
      config: { ...testApp.config, jobRunner: 'inline', databaseUrl: undefined },
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      mailer: { send: async () => undefined },
      mailConfigured: true,
      subscribers: { verifiedSubscribers: async () => [], withSettingOn: async () => new Set() },
      watchlist: {
        isTracking: async () => false,
        trackedItemsOf: async () => [],
        recentReadings: async () => new Map(),
      },
      chat: null,
      placements: { since: async () => new Map() },
      gradeTransitions: { of: async () => new Map() },
      tuning: { timeoutMs: DEADLINE_MS },
    });
    await restarted.start();
    await restarted.settle();
    await restarted.stop();
    expect(receiver.received.filter((entry) => entry.delivery === String(killed))).toHaveLength(1);
    expect(await deliveriesOf(hook.webhook.id)).toEqual([
      { id: killed, status: 'delivered', attempts: 1, last_error: null },
    ]);
  });

  it('keeps 10 concurrent registrations at the limit of 5', async () => {
    const user = await signIn(testApp.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(testApp.app, '/api/alerts/webhooks', user.headers, { url: `${receiver.url}?n=${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(
      answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().error),
    ).toEqual(Array(5).fill('You can register at most 5 webhooks.'));
    expect((await get(testApp.app, '/api/alerts/webhooks', user.headers)).json().webhooks).toHaveLength(5);
  });

  it('says how long to wait after the 10th test alert in 10 minutes', async () => {
    const user = await signIn(testApp.app);
    for (let sent = 0; sent < 10; sent++) {
      expect(
        (await post(testApp.app, '/api/alerts/test', user.headers, { channel: 'email' })).statusCode,
      ).toBe(200);
    }
    const refused = await post(testApp.app, '/api/alerts/test', user.headers, { channel: 'email' });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    const minutes = Math.ceil(retryAfter / 60);
    expect(refused.json().error).toBe(
      `Too many test alerts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  });

  it('prunes delivery logs after 30 days and the inbox after 180', async () => {
    const user = await signIn(testApp.app);
    const hook = await register(user, receiver.url);
    receiver.secret = hook.secret;
    expect(
      (await post(testApp.app, '/api/alerts/test', user.headers, { channel: 'webhook' })).statusCode,
    ).toBe(200);
    // Read from the tables: the session would not outlive the months the clock moves.
    const logOf = () => deliveriesOf(hook.webhook.id);
    const inboxOf = () =>
      db().selectFrom('alert_inbox').select('id').where('user_id', '=', user.userId).execute();
    expect(await logOf()).toHaveLength(1);
    expect(await inboxOf()).toHaveLength(1);

    testApp.clock.advance(29 * DAY);
    await testApp.composition.alerts.housekeeping();
    expect(await logOf()).toHaveLength(1);
    testApp.clock.advance(2 * DAY);
    expect((await testApp.composition.alerts.housekeeping()).prunedDeliveries).toBeGreaterThanOrEqual(1);
    expect(await logOf()).toEqual([]);
    expect(await inboxOf()).toHaveLength(1);

    testApp.clock.advance(148 * DAY);
    await testApp.composition.alerts.housekeeping();
    expect(await inboxOf()).toHaveLength(1);
    testApp.clock.advance(2 * DAY);
    expect((await testApp.composition.alerts.housekeeping()).prunedAlerts).toBeGreaterThanOrEqual(1);
    expect(await inboxOf()).toEqual([]);
  });
});

async function waitFor<T>(find: () => T | undefined, withinMs = 10_000): Promise<T> {
  const until = Date.now() + withinMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('not seen in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
