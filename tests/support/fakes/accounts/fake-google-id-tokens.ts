import type { GoogleCheck, GoogleIdentity, GoogleIdTokens } from '@server/accounts/ports';

/** Answers what a test told it to; unknown credentials are refused, and `goDown()` makes it throw. */
export class FakeGoogleIdTokens implements GoogleIdTokens {
  private readonly answers = new Map<string, GoogleCheck>();
  private down = false;

  accept(credential: string, identity: GoogleIdentity): void {
    this.answers.set(credential, { ok: true, identity });
  }

  goDown(): void {
    this.down = true;
  }

  async verify(credential: string): Promise<GoogleCheck> {
    if (this.down) throw new Error('Google keys unreachable');
    return (
      this.answers.get(credential) ?? { ok: false, error: 'The Google credential could not be verified.' }
    );
  }
}
