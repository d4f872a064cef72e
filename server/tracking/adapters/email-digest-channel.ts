import type { TrackedKind } from '@domain/tracking';
import type { Mailer } from '../../mail/mailer';
import type { DigestChannel, DigestLine, DigestRecipient } from '../ports';

const LABEL: Record<TrackedKind, string> = { artist: 'Artist', track: 'Track', playlist: 'Playlist' };

/** The change digest by email, for users with "email notifications" on. */
export class EmailDigestChannel implements DigestChannel {
  readonly setting = 'email_notifications';

  constructor(
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  async deliver(recipient: DigestRecipient, lines: readonly DigestLine[]): Promise<boolean> {
    await this.mailer.send({ to: recipient.email, ...digestEmail(lines, this.publicUrl) });
    return true;
  }
}

/** The subject and plain-text body of one user's change digest. */
export function digestEmail(
  lines: readonly DigestLine[],
  publicUrl: string,
): { subject: string; text: string } {
  const base = publicUrl.replace(/\/$/, '');
  const entries = lines.map(
    (line) =>
      `- ${LABEL[line.kind]} "${line.name}": ${line.reasons.join('; ')}\n  ${base}/${line.kind}/${line.spotifyId}`,
  );
  const noun = lines.length === 1 ? 'item' : 'items';
  return {
    subject: `Chartpulse: ${lines.length} tracked ${noun} changed`,
    text: [
      'These items you track changed significantly since we last told you:',
      '',
      ...entries,
      '',
      `Turn these emails off under My account: ${base}/my-account`,
    ].join('\n'),
  };
}
