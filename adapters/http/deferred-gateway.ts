import type { RemoteResult } from '@domain/ports/browser/remote-result';

type Call = (...args: unknown[]) => Promise<RemoteResult<unknown>>;
type Calls<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<RemoteResult<unknown>> ? K : never;
}[keyof T];

/**
 * A gateway whose code loads on its first call, so screens that alone use it keep it off the first
 * load of `/` (the bundle budget). Each call waits for the module, then runs on the real gateway; a
 * chunk that fails to load reads as a request without an answer (and is tried again next call).
 */
export function deferredGateway<T>(load: () => Promise<T>, calls: readonly Calls<T>[]): T {
  const gatewayOnce = loadedOnce(load);
  const forward =
    (name: Calls<T>) =>
    async (...args: unknown[]) => {
      let gateway: T;
      try {
        gateway = await gatewayOnce();
      } catch {
        return { ok: false, error: null, status: null };
      }
      return (gateway[name] as Call).apply(gateway, args);
    };
  return Object.fromEntries(calls.map((name) => [name, forward(name)])) as T;
}

/** `load`'s answer, asked for once and shared; a failed load is asked for again on the next call. */
export function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
