import type { AxiosInstance } from 'axios';
import type { UserType } from '@domain/accounts/account-contracts';
import type { SessionCheck } from '@domain/ports/browser/auth-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';

/**
 * The session check (docs/product.md §7): any refusal of the protected route means there is no live
 * session. Skipped when `signedOutHint` says the page came without a session cookie (session-hint.ts):
 * the probe could only answer 401, which the browser would log as an error on every anonymous visit.
 */
export async function probeSession(
  api: AxiosInstance,
  signedOutHint: () => boolean,
): Promise<RemoteResult<SessionCheck>> {
  if (signedOutHint()) return { ok: true, value: { authenticated: false } };
  try {
    const { data } = await api.get<Record<string, unknown>>('/some-protected-route');
    return { ok: true, value: { authenticated: true, userType: asUserType(data.user_type) } };
  } catch {
    return { ok: true, value: { authenticated: false } };
  }
}

export function asUserType(value: unknown): UserType {
  return value === 'admin' ? 'admin' : 'user';
}
