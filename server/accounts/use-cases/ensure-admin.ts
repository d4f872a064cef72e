import { type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';

/**
 * `ADMIN_EMAIL`/`ADMIN_PASSWORD` at start: creates that admin, or promotes the existing account
 * (keeping its password). Returns the line to print.
 */
export async function ensureAdmin(
  ports: Pick<AccountPorts, 'users' | 'passwords' | 'clock'>,
  input: { readonly email: string; readonly password: string },
): Promise<Result<string>> {
  const existing = await ports.users.findByEmail(input.email);
  if (existing) {
    if (existing.userType !== 'admin' || !existing.verified) {
      await ports.users.update(existing.id, { userType: 'admin', verified: true });
      return ok(`Promoted ${existing.email} to admin.`);
    }
    return ok(`Admin ${existing.email} is ready.`);
  }
  await ports.users.create({
    email: input.email,
    passwordHash: await ports.passwords.hash(input.password),
    verified: true,
    userType: 'admin',
    createdAt: ports.clock.now(),
  });
  return ok(`Created admin ${input.email} (password from ADMIN_PASSWORD).`);
}
