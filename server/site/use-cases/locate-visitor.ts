import type { UserLocation } from '@domain/accounts/account-contracts';
import { type RequestHeaders, visitorLocation } from '@domain/consent';
import { ok, type Result } from '../../platform/result';

/** The visitor's country and subdivision for the cookie banner (see `visitorLocation`). */
export function locateVisitor(headers: RequestHeaders, header: string | undefined): Result<UserLocation> {
  return ok(visitorLocation(headers, header));
}
