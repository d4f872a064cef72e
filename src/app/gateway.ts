import type { Container } from 'inversify';
import type * as FakeGateways from '@adapters/fake/fake-gateways';
import type { FakeAuthGateway } from '@adapters/fake/fake-auth-gateway';
import type { PortToken } from '@domain/ports/browser/port-token';

/** What a fake gateway is built from: the fake classes and the fake server's shared state (fake-adapters.ts). */
export interface FakeBackend {
  readonly fakes: typeof FakeGateways;
  /** The fake server's accounts and session: the auth gateway's fake, which other fakes consult. */
  readonly session: FakeAuthGateway;
  /** Whether someone is signed in (every signed-in call needs a session, as on the server). */
  readonly signedIn: () => Promise<boolean>;
  /** My Account's choices that let email and Telegram alerts go out, read at each call. */
  readonly notificationGates: () => Promise<{ readonly email: boolean; readonly telegram: boolean }>;
}

/**
 * One browser gateway of the registry (first-load-gateways.ts, feature-gateways.ts): its token, its
 * HTTP implementation (given `Http`, what the HTTP side has when it binds) and its fake. Both
 * backends' bindings are derived from these lists.
 */
export interface Gateway<Http> {
  readonly token: symbol;
  readonly http: (http: Http) => object;
  readonly fake: (backend: FakeBackend) => object;
}

/** A registry entry; each implementation must be the port that `token` names (a compile error otherwise). */
export function gateway<T extends object, Http>(
  token: PortToken<T>,
  implementations: {
    readonly http: (http: Http) => NoInfer<T>;
    readonly fake: (backend: FakeBackend) => NoInfer<T>;
  },
): Gateway<Http> {
  return { token, ...implementations };
}

/** Binds each gateway of a registry list to what `implementation` makes of it (one backend's side). */
export function bindGateways<Http>(
  container: Container,
  gateways: readonly Gateway<Http>[],
  implementation: (entry: Gateway<Http>) => object,
): void {
  for (const entry of gateways) container.bind(entry.token).toConstantValue(implementation(entry));
}
