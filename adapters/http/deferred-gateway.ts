import type { RemoteResult } from '@domain/ports/browser/remote-result';

type RemoteCall = (...args: never[]) => Promise<RemoteResult<unknown>>;

/** The members of T that are not remote calls (a link builder): they cannot wait for the code. */
type AtOnceMembers<T> = { [K in keyof T]: T[K] extends RemoteCall ? never : K }[keyof T];

/**
 * What a deferred gateway answers without loading: every member that is not a remote call, and any
 * call it answers itself.
 */
type AtOnce<T> = Pick<T, AtOnceMembers<T>> & Partial<T>;

/** Required exactly when T has members that are not remote calls, so forgetting one does not compile. */
type AtOnceArgument<T> = [AtOnceMembers<T>] extends [never] ? [atOnce?: Partial<T>] : [atOnce: AtOnce<T>];

const NO_ANSWER = { ok: false, error: null, status: null } as const;

/** The proxy's target: a class instance, so MobX leaves it alone (it would copy a plain object). */
class DeferredGateway {}

/**
 * A gateway whose code loads on its first call, so screens that alone use it keep it off the first
 * load of `/` (the bundle budget). Every remote call (a method answering `RemoteResult`) waits for
 * the module, then runs on the real gateway; a chunk that fails to load reads as a request without
 * an answer (and is tried again next call). Calls are forwarded by name as they are asked for, so
 * there is no list of methods to keep in step with the port: the port's implementations are checked
 * by the compiler, and the members that cannot wait are demanded by the type of `atOnce`.
 */
export function deferredGateway<T extends object>(load: () => Promise<T>, ...[atOnce]: AtOnceArgument<T>): T {
  const gatewayOnce = loadedOnce(load);
  const forward =
    (name: string) =>
    async (...args: unknown[]): Promise<unknown> => {
      let gateway: object;
      try {
        gateway = await gatewayOnce();
      } catch {
        return NO_ANSWER;
      }
      return Reflect.get(gateway, name).apply(gateway, args);
    };
  // The target holds what is answered at once; names anyone may probe on an object (a promise
  // check, JSON) are never forwarded as calls.
  const handler: ProxyHandler<DeferredGateway> = {
    get: (target, name) =>
      typeof name !== 'string' || name in target || name === 'then' || name === 'toJSON'
        ? Reflect.get(target, name)
        : forward(name),
  };
  // A proxy answers every member the port declares (the port's type is all it can be checked against).
  return new Proxy(Object.assign(new DeferredGateway(), atOnce), handler) as T;
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
