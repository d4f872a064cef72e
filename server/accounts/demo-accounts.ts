import type { AccountPorts } from './ports';

/** Fixed demo logins (documented in README); they satisfy docs/product.md §5's password rules. */
export const DEMO_LOGINS = {
  user: { email: 'demo@chartpulse.local', password: 'Demo-Pulse-2024!' },
  admin: { email: 'admin@chartpulse.local', password: 'Admin-Pulse-2024!' },
} as const;

export interface DemoAccounts {
  /** The demo user's id (tracking seeds its demo data for this user). */
  readonly demoUserId: number | null;
  /** Lines to print at start: the logins a newcomer can use. */
  readonly announcements: readonly string[];
}

/** Creates the demo user and demo admin when missing (idempotent). */
export async function seedDemoAccounts(
  ports: Pick<AccountPorts, 'users' | 'passwords' | 'clock'>,
): Promise<DemoAccounts> {
  let demoUserId: number | null = null;
  for (const [role, login] of Object.entries(DEMO_LOGINS)) {
    const user =
      (await ports.users.findByEmail(login.email)) ??
      (await ports.users.create({
        email: login.email,
        passwordHash: await ports.passwords.hash(login.password),
        verified: true,
        userType: role === 'admin' ? 'admin' : 'user',
        createdAt: ports.clock.now(),
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
