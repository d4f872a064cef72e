/**
 * Resolves on a later turn of the event loop, once the I/O waiting now (requests, query results) has
 * been handled: long CPU work in the API process (re-grading playlists) awaits it between its steps,
 * so no request waits behind more than one step.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
