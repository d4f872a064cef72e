import type { AxiosInstance } from 'axios';
import type { CurrentUser } from '@domain/accounts/account-contracts';
import type {
  AuthGateway,
  NewAccount,
  Registration,
  SessionCheck,
  SignIn,
} from '@domain/ports/browser/auth-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { type ApiAnswer, callApi } from './api-failure';
import { asUserType, probeSession } from './http-session-probe';

type Answer = ApiAnswer;

/** AuthGateway over the JSON API (docs/product.md §7). */
export class HttpAuthGateway implements AuthGateway {
  /** `signedOutHint` says, once, that the page came without a session cookie (see session-hint.ts). */
  constructor(
    private readonly api: AxiosInstance,
    private readonly signedOutHint: () => boolean = () => false,
  ) {}

  checkSession(): Promise<RemoteResult<SessionCheck>> {
    return probeSession(this.api, this.signedOutHint);
  }

  currentUser(): Promise<RemoteResult<CurrentUser>> {
    return callApi(
      () => this.api.get<Answer>('/get-current-user'),
      (data) => data.data as CurrentUser,
    );
  }

  login(email: string, password: string): Promise<RemoteResult<SignIn>> {
    return callApi(() => this.api.post<Answer>('/login', { email, password }), toSignIn);
  }

  googleClientId(): Promise<RemoteResult<string | null>> {
    return callApi(
      () => this.api.get<Answer>('/auth/google/client-id'),
      (data) => (typeof data.clientId === 'string' && data.clientId ? data.clientId : null),
    );
  }

  googleLogin(credential: string): Promise<RemoteResult<SignIn>> {
    return callApi(() => this.api.post<Answer>('/auth/google', { credential }), toSignIn);
  }

  logout(): Promise<RemoteResult<null>> {
    return callApi(
      () => this.api.post<Answer>('/logout'),
      () => null,
    );
  }

  register(registration: Registration): Promise<RemoteResult<NewAccount>> {
    return callApi(
      () => this.api.post<Answer>('/register', registration),
      (data) => ({
        message: String(data.message ?? ''),
        userId: Number(data.userID),
        registrationToken: typeof data.registration_token === 'string' ? data.registration_token : null,
      }),
    );
  }

  saveInformedUpdates(
    userId: number,
    informedUpdates: boolean,
    registrationToken: string | null,
  ): Promise<RemoteResult<null>> {
    return callApi(
      () =>
        this.api.post<Answer>('/update_user_settings', {
          userID: userId,
          informed_updates: informedUpdates ? 1 : 0,
          ...(registrationToken ? { registration_token: registrationToken } : {}),
        }),
      () => null,
    );
  }

  verifyEmail(userId: number, code: string): Promise<RemoteResult<SignIn>> {
    return callApi(
      () => this.api.post<Answer>('/verify-email', { user_id: userId, code }),
      (data) => toSignIn({ user_id: userId, verified: true, ...data }),
    );
  }

  resendVerificationCode(userId: number): Promise<RemoteResult<null>> {
    return callApi(
      () => this.api.post<Answer>('/resend-verification-code', { user_id: userId }),
      () => null,
    );
  }

  requestPasswordReset(email: string): Promise<RemoteResult<string>> {
    return callApi(
      () => this.api.post<Answer>('/request-password-reset', { email }),
      (data) => String(data.message ?? ''),
    );
  }

  resetPassword(token: string, password: string): Promise<RemoteResult<string>> {
    return callApi(
      () => this.api.post<Answer>('/reset-password', { token, password }),
      (data) => String(data.message ?? ''),
    );
  }
}

function toSignIn(data: Answer): SignIn {
  return {
    userId: Number(data.user_id),
    token: typeof data.token === 'string' ? data.token : null,
    verified: data.verified !== false,
    userType: asUserType(data.userType ?? data.user_type),
  };
}
