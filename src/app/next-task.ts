/**
 * Gives the browser the main thread back: what follows runs as a task of its own, so each step of
 * the app's start stays short enough that a tap or a scroll on the first screen is answered meanwhile.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
