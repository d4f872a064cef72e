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
      () => this.api.get<ApiAnswer>('/get-current-user'),
      (data) => data.data as CurrentUser,
    );
  }

  login(email: string, password: string): Promise<RemoteResult<SignIn>> {
    return callApi(() => this.api.post<ApiAnswer>('/login', { email, password }), toSignIn);
  }

  googleClientId(): Promise<RemoteResult<string | null>> {
    return callApi(
      () => this.api.get<ApiAnswer>('/auth/google/client-id'),
      (data) => (typeof data.clientId === 'string' && data.clientId ? data.clientId : null),
    );
  }

  googleLogin(credential: string): Promise<RemoteResult<SignIn>> {
    return callApi(() => this.api.post<ApiAnswer>('/auth/google', { credential }), toSignIn);
  }

  logout(): Promise<RemoteResult<null>> {
    return callApi(
      () => this.api.post<ApiAnswer>('/logout'),
      () => null,
    );
  }

  register(registration: Registration): Promise<RemoteResult<NewAccount>> {
    return callApi(
      () => this.api.post<ApiAnswer>('/register', registration),
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
        this.api.post<ApiAnswer>('/update_user_settings', {
          userID: userId,
          informed_updates: informedUpdates ? 1 : 0,
          ...(registrationToken ? { registration_token: registrationToken } : {}),
        }),
      () => null,
    );
  }

  verifyEmail(userId: number, code: string): Promise<RemoteResult<SignIn>> {
    return callApi(
      () => this.api.post<ApiAnswer>('/verify-email', { user_id: userId, code }),
      (data) => toSignIn({ user_id: userId, verified: true, ...data }),
    );
  }

  resendVerificationCode(userId: number): Promise<RemoteResult<null>> {
    return callApi(
      () => this.api.post<ApiAnswer>('/resend-verification-code', { user_id: userId }),
      () => null,
    );
  }

  requestPasswordReset(email: string): Promise<RemoteResult<string>> {
    return callApi(
      () => this.api.post<ApiAnswer>('/request-password-reset', { email }),
      (data) => String(data.message ?? ''),
    );
  }

  resetPassword(token: string, password: string): Promise<RemoteResult<string>> {
    return callApi(
      () => this.api.post<ApiAnswer>('/reset-password', { token, password }),
      (data) => String(data.message ?? ''),
    );
  }
}

function toSignIn(data: ApiAnswer): SignIn {
  return {
    userId: Number(data.user_id),
    token: typeof data.token === 'string' ? data.token : null,
    verified: data.verified !== false,
    userType: asUserType(data.userType ?? data.user_type),
  };
}
