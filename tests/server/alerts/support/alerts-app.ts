import { afterAll, beforeAll } from 'vitest';
import type { TrackedKind } from '@domain/tracking';
import { startSmtpServer, type TestSmtpServer } from '../../../support/smtp';
import { type SignedInUser, signIn } from '../../../support/test-app';
import { get, post, type TrackingTestApp, trackingTestApp } from '../../tracking/support/tracking-app';

const DAY = 86_400_000;

/** A tracking app whose mail goes to a real SMTP server, opened before the suite and closed after it. */
export function mailedTrackingApp(backend: 'pglite' | 'postgres') {
  const opened = {} as { testApp: TrackingTestApp; smtp: TestSmtpServer };
  beforeAll(async () => {
    opened.smtp = await startSmtpServer();
    opened.testApp = await trackingTestApp(backend, { configOverrides: { smtpUrl: opened.smtp.url } });
  });
  afterAll(async () => {
    await opened.testApp.close();
    await opened.smtp.close();
  });
  return {
    get testApp() {
      return opened.testApp;
    },
    get smtp() {
      return opened.smtp;
    },
    /** The mail received for this user so far. */
    mailsTo: (user: SignedInUser) =>
      opened.smtp.received.filter((mail) => mail.to.includes(user.email.toLowerCase())),
  };
}

/** A signed-in user with email notifications on. */
export async function emailSubscriber(testApp: TrackingTestApp): Promise<SignedInUser> {
  const user = await signIn(testApp.app);
  const enabled = await post(testApp.app, '/api/update_user_settings', user.headers, {
    email_notifications: 1,
  });
  if (enabled.statusCode !== 200) throw new Error(`settings failed: ${enabled.body}`);
  return user;
}

/** Tracks the item for the user (one reading now), answering its current followers or popularity. */
export async function track(
  testApp: TrackingTestApp,
  user: SignedInUser,
  kind: TrackedKind,
  spotifyId: string,
): Promise<void> {
  const tracked = await post(testApp.app, `/api/${kind}/track`, user.headers, { extracted_id: spotifyId });
  if (tracked.statusCode !== 200) throw new Error(`tracking failed: ${tracked.body}`);
}

/**
 * Gives a tracked item a daily history ending at its latest reading: `changes` are the daily
 * changes, oldest first; the last one is the change into the latest reading.
 */
export async function giveHistory(
  testApp: TrackingTestApp,
  kind: TrackedKind,
  spotifyId: string,
  changes: readonly number[],
): Promise<void> {
  const { db } = testApp.database;
  const item = await db
    .selectFrom('tracked_items')
    .select('id')
    .where('kind', '=', kind)
    .where('spotify_id', '=', spotifyId)
    .executeTakeFirstOrThrow();
  const latest = await db
    .selectFrom('item_snapshots')
    .selectAll()
    .where('item_id', '=', item.id)
    .orderBy('checked_at', 'desc')
    .executeTakeFirstOrThrow();
  const field = kind === 'track' ? 'popularity' : 'followers';
  let value = latest[field]!;
  const rows = [];
  for (let back = 1; back <= changes.length; back += 1) {
    value -= changes[changes.length - back]!;
    rows.push({
      item_id: item.id,
      cycle_id: null,
      checked_at: new Date(new Date(latest.checked_at).getTime() - back * DAY),
      followers: kind === 'track' ? null : value,
      popularity: kind === 'track' ? value : latest.popularity,
      track_count: latest.track_count,
      snapshot_id: null,
    });
  }
  await db.insertInto('item_snapshots').values(rows).execute();
}

/** Ordinary daily changes of a big artist: 40 days between +40,000 and +60,000 a day. */
export const normalDays = (days = 40) =>
  Array.from({ length: days }, (_, day) => 40_000 + ((day * 7919) % 21) * 1000);

export async function refresh(testApp: TrackingTestApp): Promise<void> {
  testApp.clock.advance(60_000);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/refresh',
    headers: (await signIn(testApp.app, { admin: true })).headers,
  });
  if (response.statusCode !== 200) throw new Error(`refresh failed: ${response.body}`);
  await testApp.composition.alerts.settle();
}

export async function inbox(testApp: TrackingTestApp, user: SignedInUser) {
  return (await get(testApp.app, '/api/alerts/inbox', user.headers)).json();
}

export const put = (testApp: TrackingTestApp, url: string, user: SignedInUser, payload: object) =>
  testApp.app.inject({ method: 'PUT', url, headers: user.headers, payload });
