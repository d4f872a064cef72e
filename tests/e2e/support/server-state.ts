import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/** What a server the global setup starts in the background came to (global-setup.ts). */
export type ServerState =
  | { readonly ready: true; readonly baseUrl: string }
  | { readonly ready: false; readonly error: string };

/** Written whole (a rename), so a reader never sees half of it. */
export function writeServerState(file: string, state: ServerState): void {
  writeFileSync(`${file}.partial`, JSON.stringify(state));
  renameSync(`${file}.partial`, file);
}

/** The state, or undefined while the server is still starting. */
export function readServerState(file: string): ServerState | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ServerState) : undefined;
}

/** Waits until the server is ready; throws what went wrong if its start failed, or after `timeoutMs`. */
export async function waitForServerState(
  file: string,
  timeoutMs: number,
): Promise<{ readonly baseUrl: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = readServerState(file);
    if (state?.ready) return state;
    if (state) throw new Error(`The e2e global setup could not start a server:\n${state.error}`);
    if (Date.now() > deadline) throw new Error(`An e2e server was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
