/** The `<meta>` the server puts in the HTML when the request carried no session cookie. */
export const SIGNED_OUT_HINT_SELECTOR = 'meta[name="chartpulse-session"][content="none"]';

/**
 * True, once, when the page's HTML says the visitor came without a session cookie: the session
 * probe could only answer 401 (which the browser logs as a console error), so it can be skipped.
 * The hint is removed as it is read, because a sign-in on this page makes it stale.
 */
export function takeSignedOutHint(
  document: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): boolean {
  const meta = document?.querySelector(SIGNED_OUT_HINT_SELECTOR);
  if (!meta) return false;
  meta.remove();
  return true;
}
