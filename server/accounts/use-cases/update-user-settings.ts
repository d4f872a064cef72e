import type { UserSettings } from '@domain/accounts/account-contracts';
import { refuse, type Result, ok } from '../../platform/result';
import type { AccountPorts, SettingsChange } from '../ports';

export const SETTINGS_UPDATED_MESSAGE = 'Settings updated successfully!';
const SIGN_IN_FIRST = 'Please log in to continue.';

export interface UpdateUserSettingsInput {
  /** The session's user, or null for the after-register form. */
  readonly signedInUserId: number | null;
  /** The user the form names (the after-register form always does). */
  readonly userId?: number;
  /** Without a session, proves the caller just registered `userId`. */
  readonly registrationToken?: string;
  readonly change: SettingsChange;
}

/**
 * Changes notification and newsletter flags: a user changes only their own, and Telegram
 * notifications may be turned on only once a Telegram chat is linked (docs/product.md §4).
 */
export async function updateUserSettings(
  ports: Pick<AccountPorts, 'users' | 'registrations' | 'chatLinks' | 'clock'>,
  input: UpdateUserSettingsInput,
): Promise<Result<UserSettings>> {
  const now = ports.clock.now();
  const owner = whoseSettings(ports, input, now);
  if (!owner.ok) return owner;
  const userId = owner.value;
  const change = Object.fromEntries(
    Object.entries(input.change).filter(([, value]) => value !== undefined),
  ) as SettingsChange;
  if (Object.keys(change).length === 0) {
    return refuse('invalid', 'Nothing to update: send at least one setting.');
  }
  if (change.telegram_notifications === true && !(await ports.chatLinks.isLinked(userId))) {
    return refuse('invalid', 'Link your Telegram account before turning on Telegram notifications.');
  }
  await ports.users.updateSettings(userId, change, now);
  return ok(await ports.users.settings(userId));
}

function whoseSettings(
  ports: Pick<AccountPorts, 'registrations'>,
  input: UpdateUserSettingsInput,
  now: Date,
): Result<number> {
  const { signedInUserId, userId } = input;
  if (signedInUserId !== null) {
    if (userId !== undefined && userId !== signedInUserId) {
      return refuse('forbidden', 'You can only change your own settings.');
    }
    return ok(signedInUserId);
  }
  if (userId === undefined || !ports.registrations.allows(input.registrationToken, userId, now)) {
    return refuse('unauthorized', SIGN_IN_FIRST);
  }
  return ok(userId);
}
