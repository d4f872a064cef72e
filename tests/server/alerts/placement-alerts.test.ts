import { describe, expect, it } from 'vitest';
import { playlistContentsAt, playlistFollowersAt } from '@server/catalog/adapters/demo/demo-dynamics';
import { signIn } from '../../support/test-app';
import { BACKENDS } from '../tracking/support/tracking-database';
import { emailSubscriber, giveHistory, inbox, refresh, track, mailedTrackingApp } from './support/alerts-app';

const DAY = 86_400_000;

describe.each(BACKENDS)('a tracked track landing on a likely botted playlist, on %s', (backend) => {
  const mailed = mailedTrackingApp(backend);
  const { mailsTo } = mailed;

  /** A big playlist updated within a week, and a track its next update adds. */
  function landing() {
    const now = mailed.testApp.clock.now();
    for (const playlist of mailed.testApp.catalog.playlists) {
      if (playlist.cadenceDays === 0 || playlistFollowersAt(playlist, now) < 5_000) continue;
      const before = new Set(playlistContentsAt(playlist, now).entries.map((entry) => entry.trackId));
      for (let days = 1; days <= 7; days++) {
        const at = new Date(now.getTime() + days * DAY);
        const added = playlistContentsAt(playlist, at).entries.find((entry) => !before.has(entry.trackId));
        if (added) return { playlist, track: mailed.testApp.catalog.trackById.get(added.trackId)!, days };
      }
    }
    throw new Error('no demo playlist adds a track within a week');
  }

  it('raises one botted_placement alert in the inbox and one email, for the track and for its artist', async () => {
    const { playlist, track: song, days } = landing();
    const artist = mailed.testApp.catalog.artistById.get(song.artistIds[0]!)!;
    const fan = await emailSubscriber(mailed.testApp);
    const manager = await emailSubscriber(mailed.testApp);
    const curator = await signIn(mailed.testApp.app);
    await track(mailed.testApp, fan, 'track', song.id);
    await track(mailed.testApp, manager, 'artist', artist.id);
    await track(mailed.testApp, curator, 'playlist', playlist.id);
    // 90 days of the playlist's followers: a flat audience, a burst of four times it, then a purge.
    const latest = playlistFollowersAt(playlist, mailed.testApp.clock.now());
    const burst = 2 * latest;
    const purge = -Math.round(0.75 * burst);
    const changes = Array.from({ length: 89 }, (_, day) => {
      const base = Math.round(latest / 1000) + (day % 3);
      return day === 40 ? burst : day === 70 ? purge : base;
    });
    await giveHistory(mailed.testApp, 'playlist', playlist.id, changes);

    mailed.testApp.clock.advance(days * DAY);
    await refresh(mailed.testApp);

    const told = `landed on the playlist "${playlist.name}", graded likely botted.`;
    const fanAlerts = (await inbox(mailed.testApp, fan)).alerts;
    expect(fanAlerts).toHaveLength(1);
    expect(fanAlerts[0]).toMatchObject({
      event: 'botted_placement',
      item: { kind: 'track', spotify_id: song.id, name: song.name },
      message: `L${told.slice(1)}`,
      channels: [{ channel: 'email', status: 'sent', detail: null }],
    });
    const managerAlerts = (await inbox(mailed.testApp, manager)).alerts;
    expect(managerAlerts.map((alert: { event: string }) => alert.event)).toContain('botted_placement');
    expect(managerAlerts.find((alert: { event: string }) => alert.event === 'botted_placement').message).toBe(
      `"${song.name}" ${told}`,
    );
    const fanMail = await mailed.smtp.waitFor((mail) => mail.to.includes(fan.email.toLowerCase()));
    expect(fanMail.text).toContain(`Track "${song.name}" http://localhost:3000/track/${song.id}`);
    expect(fanMail.text).toContain(`L${told.slice(1)}`);
    await mailed.smtp.waitFor((mail) => mail.to.includes(manager.email.toLowerCase()));
    expect(mailsTo(fan)).toHaveLength(1);

    // Had the playlist been read after the track in that cycle, the stay would be newer than the
    // track's judged reading: the next cycle, reading the track again, still does not tell it twice.
    const { db } = mailed.testApp.database;
    const judged = await db
      .selectFrom('item_snapshots as s')
      .innerJoin('tracked_items as t', 't.id', 's.item_id')
      .select((eb) => eb.fn.max('s.checked_at').as('at'))
      .where('t.kind', '=', 'track')
      .where('t.spotify_id', '=', song.id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('playlist_memberships')
      .set({ first_seen: new Date(new Date(judged.at!).getTime() + 1) })
      .where('track_spotify_id', '=', song.id)
      .execute();
    mailed.testApp.clock.advance(60 * 60_000);
    await refresh(mailed.testApp);
    expect((await inbox(mailed.testApp, fan)).alerts).toHaveLength(1);
    expect(mailsTo(fan)).toHaveLength(1);
  });
});
