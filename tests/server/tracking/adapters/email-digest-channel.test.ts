import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../../server/mail/mailer';
import { EmailDigestChannel } from '../../../../server/tracking/adapters/email-digest-channel';

describe('EmailDigestChannel', () => {
  it('emails one plain-text digest with a link per item and the way to turn it off', async () => {
    const sent: MailMessage[] = [];
    const channel = new EmailDigestChannel(
      { send: async (message) => void sent.push(message) },
      'https://cp.example/',
    );

    const delivered = await channel.deliver({ userId: 1, email: 'fan@example.com' }, [
      { kind: 'artist', spotifyId: 'A1', name: 'Band', reasons: ['followers up 2,000 (+20.0%)'] },
      { kind: 'playlist', spotifyId: 'P1', name: 'Mix', reasons: ['followers down 1,500 (-5.1%)', 'x'] },
    ]);

    expect(delivered).toBe(true);
    expect(channel.setting).toBe('email_notifications');
    expect(sent).toEqual([
      {
        to: 'fan@example.com',
        subject: 'Chartpulse: 2 tracked items changed',
        text: [
          'These items you track changed significantly since we last told you:',
          '',
          '- Artist "Band": followers up 2,000 (+20.0%)',
          '  https://cp.example/artist/A1',
          '- Playlist "Mix": followers down 1,500 (-5.1%); x',
          '  https://cp.example/playlist/P1',
          '',
          'Turn these emails off under My account: https://cp.example/my-account',
        ].join('\n'),
      },
    ]);
    await channel.deliver({ userId: 1, email: 'fan@example.com' }, [
      { kind: 'track', spotifyId: 'T1', name: 'Song', reasons: ['popularity up 6 points (40 → 46)'] },
    ]);
    expect(sent[1]?.subject).toBe('Chartpulse: 1 tracked item changed');
  });
});
