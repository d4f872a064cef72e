import { type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';

/** Ends the asking session; signing out without one is fine too. */
export async function logout(
  ports: Pick<AccountPorts, 'sessions'>,
  input: { readonly sessionId: number | null },
): Promise<Result<void>> {
  if (input.sessionId !== null) await ports.sessions.revoke(input.sessionId);
  return ok(undefined);
}
