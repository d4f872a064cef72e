import type { GoogleCheck, GoogleIdentity, GoogleIdTokens } from '@server/accounts/ports';
import { fail, ok } from '@server/platform/result';

/** Answers what a test told it to; unknown credentials are refused, and `goDown()` makes Google unreachable. */
export class FakeGoogleIdTokens implements GoogleIdTokens {
  private readonly answers = new Map<string, GoogleCheck>();
  private down = false;

  accept(credential: string, identity: GoogleIdentity): void {
    this.answers.set(credential, ok(identity));
  }

  goDown(): void {
    this.down = true;
  }

  async verify(credential: string): Promise<GoogleCheck> {
    if (this.down) return fail({ kind: 'unreachable' });
    return (
      this.answers.get(credential) ??
      fail({ kind: 'refused', message: 'The Google credential could not be verified.' })
    );
  }
}
