/** SPEC §8's text for a failed logout; the page says it with the reason instead of a passing alert. */
export const LOGOUT_FAILED_PREFIX = 'Error logging out:';
export const LOGOUT_UNREACHABLE_REASON =
  'Chartpulse could not be reached. You are still signed in; please try again.';

/** The reason after the prefix: the server's own error when it gave one. */
export function logoutFailureReason(serverError: string | null): string {
  const reason = serverError?.trim();
  return reason && reason !== LOGOUT_FAILED_PREFIX ? reason : LOGOUT_UNREACHABLE_REASON;
}
