import type { DigestChannel, DigestLine, DigestRecipient, DigestSetting } from '@server/tracking/ports';

/** A digest channel that keeps what it was asked to deliver. */
export class RecordingDigestChannel implements DigestChannel {
  readonly delivered: Array<{ recipient: DigestRecipient; lines: readonly DigestLine[] }> = [];

  constructor(
    readonly setting: DigestSetting,
    /** What `deliver` answers (a channel may have nothing to send to, e.g. an unlinked chat). */
    private readonly answer = true,
  ) {}

  async deliver(recipient: DigestRecipient, lines: readonly DigestLine[]): Promise<boolean> {
    this.delivered.push({ recipient, lines });
    return this.answer;
  }
}
