import type { Clock } from '@domain/ports/clock';
import { hashPassword } from './passwords';
import type { UserStore } from './user-store';

/** Fixed demo logins (documented in README); they satisfy SPEC §5's password rules. */
export const DEMO_LOGINS = {
  user: { email: 'demo@chartpulse.local', password: 'Demo-Pulse-2024!' },
  admin: { email: 'admin@chartpulse.local', password: 'Admin-Pulse-2024!' },
} as const;

export interface SeededAccounts {
  /** The demo user's id when demo accounts exist (tracking seeds its demo data for this user). */
  readonly demoUserId: number | null;
  /** Lines to print at start: the logins a newcomer can use. */
  readonly announcements: readonly string[];
}

/** `ADMIN_EMAIL`/`ADMIN_PASSWORD`: creates that admin, or promotes the existing account. */
export async function ensureAdmin(
  users: UserStore,
  clock: Clock,
  email: string,
  password: string,
): Promise<string> {
  const existing = await users.findByEmail(email);
  if (existing) {
    if (existing.user_type !== 'admin' || !existing.verified) {
      await users.update(existing.id, { user_type: 'admin', verified: true });
      return `Promoted ${existing.email} to admin.`;
    }
    return `Admin ${existing.email} is ready.`;
  }
  await users.create({
    email,
    passwordHash: await hashPassword(password),
    verified: true,
    userType: 'admin',
    createdAt: clock.now(),
  });
  return `Created admin ${email} (password from ADMIN_PASSWORD).`;
}

/** Creates the demo user and demo admin when missing (idempotent). */
export async function seedDemoAccounts(users: UserStore, clock: Clock): Promise<SeededAccounts> {
  let demoUserId: number | null = null;
  for (const [role, login] of Object.entries(DEMO_LOGINS)) {
    const userType = role === 'admin' ? 'admin' : 'user';
    const user =
      (await users.findByEmail(login.email)) ??
      (await users.create({
        email: login.email,
        passwordHash: await hashPassword(login.password),
        verified: true,
        userType,
        createdAt: clock.now(),
      }));
    if (user && role === 'user') demoUserId = user.id;
  }
  return {
    demoUserId,
    announcements: [
      `Demo user:  ${DEMO_LOGINS.user.email} / ${DEMO_LOGINS.user.password}`,
      `Demo admin: ${DEMO_LOGINS.admin.email} / ${DEMO_LOGINS.admin.password}`,
    ],
  };
}
