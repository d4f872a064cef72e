import { beforeEach, describe, expect, it } from 'vitest';
import type { DigestSetting } from '@server/tracking/ports';
import { runRefreshCycle } from '@server/tracking/use-cases/run-refresh-cycle';
import { sendNotificationDigest } from '@server/tracking/use-cases/send-notification-digest';
import { startTracking } from '@server/tracking/use-cases/start-tracking';
import { DAY, type FakeTracking, fakeTracking } from '../../../support/fakes/tracking/fake-tracking';
import { RecordingDigestChannel } from '../../../support/fakes/tracking/recording-digest-channel';
import { spotifyId } from '../../../support/fakes/tracking/scripted-music';
import { successOf } from '../../../support/results';

const FAST = { concurrency: 2, writeBatchSize: 10, attempts: 1, retryDelayMs: 0 };

describe('sendNotificationDigest', () => {
  let fake: FakeTracking;
  const artist = spotifyId('artist');
  const track = spotifyId('track');

  async function userTracking(email: string, settings: readonly DigestSetting[]): Promise<number> {
    const userId = fake.tables.addUser(email, settings);
    await startTracking(fake, { userId, kind: 'artist', spotifyId: artist });
    await startTracking(fake, { userId, kind: 'track', spotifyId: track });
    return userId;
  }

  /** Moves a day on, sets the numbers and runs a cycle; answers its id. */
  async function cycleWith(followers: number, popularity: number): Promise<number> {
    fake.clock.advance(DAY);
    fake.music.set(artist, { followers, popularity });
    fake.music.set(track, { popularity });
    return (await successOf(runRefreshCycle(fake, FAST))).cycleId;
  }

  beforeEach(() => {
    fake = fakeTracking();
    fake.music.set(artist, { name: 'Band', followers: 10_000, popularity: 50 });
    fake.music.set(track, { name: 'Song', popularity: 50 });
  });

  it('sends each user with the setting on one digest of their significant changes, once per cycle', async () => {
    const subscriber = await userTracking('sub@example.com', ['email_notifications']);
    await userTracking('silent@example.com', []);
    const cycle = await cycleWith(12_000, 51);

    expect(await successOf(sendNotificationDigest(fake, { cycleId: cycle }))).toBe(1);
    expect(await successOf(sendNotificationDigest(fake, { cycleId: cycle }))).toBe(0);
    expect(fake.email.delivered).toEqual([
      {
        recipient: { userId: subscriber, email: 'sub@example.com' },
        lines: [
          { kind: 'artist', spotifyId: artist, name: 'Band', reasons: ['followers up 2,000 (+20.0%)'] },
        ],
      },
    ]);
  });

  it('measures from the values last sent, so a change is sent once and small drifts add up', async () => {
    await userTracking('sub@example.com', ['email_notifications']);
    await successOf(sendNotificationDigest(fake, { cycleId: await cycleWith(10_100, 52) }));
    expect(fake.email.delivered).toEqual([]);
    await successOf(sendNotificationDigest(fake, { cycleId: await cycleWith(10_200, 56) }));
    expect(fake.email.delivered.map(({ lines }) => lines.map((line) => line.name))).toEqual([
      ['Band', 'Song'],
    ]);
    await successOf(sendNotificationDigest(fake, { cycleId: await cycleWith(10_200, 57) }));
    expect(fake.email.delivered).toHaveLength(1);
  });

  it('sets a baseline without sending for items the user was never told about', async () => {
    const userId = await userTracking('sub@example.com', ['email_notifications']);
    fake.tables.baselines.clear();
    await successOf(sendNotificationDigest(fake, { cycleId: await cycleWith(50_000, 90) }));
    expect(fake.email.delivered).toEqual([]);
    expect(fake.tables.baselines.get(`${userId}:1`)).toEqual({ followers: 50_000, popularity: 90 });
  });

  it('delivers on every channel the user has on, and counts what went out', async () => {
    const chat = new RecordingDigestChannel('telegram_notifications');
    const unlinked = new RecordingDigestChannel('telegram_notifications', false);
    const both = await userTracking('both@example.com', ['email_notifications', 'telegram_notifications']);
    const chatOnly = await userTracking('chat@example.com', ['telegram_notifications']);
    const cycle = await cycleWith(20_000, 50);

    const sent = await successOf(
      sendNotificationDigest({ ...fake, channels: [fake.email, chat, unlinked] }, { cycleId: cycle }),
    );

    expect(sent).toBe(3);
    expect(fake.email.delivered.map(({ recipient }) => recipient.userId)).toEqual([both]);
    expect(chat.delivered.map(({ recipient }) => recipient.userId)).toEqual([both, chatOnly]);
    expect(unlinked.delivered).toHaveLength(2);
  });

  it('leaves users of channels that are not there alone, baselines included', async () => {
    const chatOnly = await userTracking('chat@example.com', ['telegram_notifications']);
    await successOf(sendNotificationDigest(fake, { cycleId: await cycleWith(20_000, 50) }));
    expect(fake.tables.baselines.get(`${chatOnly}:1`)).toEqual({ followers: 10_000, popularity: 50 });
  });
});
