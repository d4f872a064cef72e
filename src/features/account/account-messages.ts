// My account's texts (docs/product.md §2, §8). Password rule texts live in @domain/accounts.

export const LOAD_FAILED_MESSAGE = 'Failed to fetch user settings and link status.';
export const LINK_FAILED_MESSAGE = 'An error occurred while linking Telegram. Please try again.';
export const GENERIC_FAILURE_MESSAGE = 'An error occurred. Please try again.';
export const SETTINGS_SAVED_MESSAGE = 'Settings updated successfully!';
/** Said first when a save changed the password, before the settings' own outcome. */
export const PASSWORD_CHANGED_MESSAGE = 'Your password was changed.';
export const UNLINK_TELEGRAM_QUESTION =
  'Unlink Telegram? Chartpulse will stop sending you Telegram notifications until you link it again.';
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes! Are you sure you want to leave?';

/** The link status is asked again this often until the chat is linked (docs/product.md §4, §9). */
export const TELEGRAM_POLL_MS = 5000;
