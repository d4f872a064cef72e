import { HmacRegistrationTokens } from '@server/accounts/adapters/hmac-registration-tokens';
import type { AccountPorts } from '@server/accounts/ports';
import { CapturingMailer } from '../../capturing-mailer';
import { ManualClock } from '../../manual-clock';
import { FakeChatLinks } from './fake-chat-links';
import { FakeGoogleIdTokens } from './fake-google-id-tokens';
import { FakeOwnedFiles } from './fake-owned-files';
import { FakeTrackedCounts } from './fake-tracked-counts';
import { InMemoryLoginFailures } from './in-memory-login-failures';
import { InMemoryPasswordResets } from './in-memory-password-resets';
import { InMemorySessions } from './in-memory-sessions';
import { InMemoryUsers } from './in-memory-users';
import { InMemoryVerificationCodes } from './in-memory-verification-codes';
import { ManualBackground } from './manual-background';
import { PlainPasswordHasher } from './plain-password-hasher';

export const PUBLIC_URL = 'http://chartpulse.test';

/** Every account port on fakes (no database), with the fakes' test handles typed as such. */
export interface AccountFakes extends AccountPorts {
  readonly users: InMemoryUsers;
  readonly sessions: InMemorySessions;
  readonly codes: InMemoryVerificationCodes;
  readonly resets: InMemoryPasswordResets;
  readonly passwords: PlainPasswordHasher;
  readonly registrations: HmacRegistrationTokens;
  readonly google: FakeGoogleIdTokens;
  readonly chatLinks: FakeChatLinks;
  readonly trackedCounts: FakeTrackedCounts;
  readonly ownedFiles: FakeOwnedFiles;
  readonly mailer: CapturingMailer;
  readonly clock: ManualClock;
  readonly background: ManualBackground;
  /** What `reportError` received. */
  readonly reported: Array<{ error: unknown; context: string }>;
}

export function accountFakes(): AccountFakes {
  const clock = new ManualClock(new Date('2024-05-01T12:00:00Z'));
  const users = new InMemoryUsers();
  const reported: AccountFakes['reported'] = [];
  const reportError: AccountPorts['reportError'] = (error, context) => reported.push({ error, context });
  return {
    users,
    sessions: new InMemorySessions(clock, users),
    codes: new InMemoryVerificationCodes(clock),
    resets: new InMemoryPasswordResets(clock),
    passwords: new PlainPasswordHasher(),
    // Stateless and pure: the real adapter is as fast as any fake.
    registrations: new HmacRegistrationTokens('use-case-test-secret-0123456789abcdef'),
    google: new FakeGoogleIdTokens(),
    chatLinks: new FakeChatLinks(),
    trackedCounts: new FakeTrackedCounts(),
    ownedFiles: new FakeOwnedFiles(),
    mailer: new CapturingMailer(),
    clock,
    publicUrl: PUBLIC_URL,
    reportError,
    background: new ManualBackground(reportError),
    loginFailures: new InMemoryLoginFailures(),
    reported,
  };
}

/** Adds an account straight to the fake store (as `signIn` does in the HTTP tests). */
export async function anAccount(
  fakes: AccountFakes,
  options: { email?: string; password?: string | null; verified?: boolean; admin?: boolean } = {},
) {
  const password = options.password === undefined ? 'Test-Pass-1234!' : options.password;
  const account = await fakes.users.create({
    email: options.email ?? `someone${Math.random().toString(36).slice(2)}@example.com`,
    passwordHash: password === null ? null : await fakes.passwords.hash(password),
    verified: options.verified ?? true,
    userType: options.admin ? 'admin' : 'user',
    createdAt: fakes.clock.now(),
  });
  if (!account) throw new Error('anAccount: email taken');
  return account;
}
