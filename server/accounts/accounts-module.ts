import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../app';
import type { AccountsContext } from './accounts-context';
import { adminRoutes } from './routes/admin-routes';
import { authRoutes } from './routes/auth-routes';
import { googleRoutes } from './routes/google-routes';
import { passwordRoutes } from './routes/password-routes';
import { sessionRoutes } from './routes/session-routes';
import { settingsRoutes } from './routes/settings-routes';
import { installSessions } from './session-plugin';

/**
 * Installed on the whole `/api` scope: rate limiting (routes opt in), CSRF and session resolution,
 * so every feature module only calls `requireUser` / `requireAdmin`.
 */
export function createSessionPlatform(context: AccountsContext): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    await api.register(fastifyRateLimit, { global: false });
    installSessions(api, context);
  };
}

/** Every account endpoint of SPEC §7. */
export function createAccountsModule(context: AccountsContext): ApiModule {
  return async (api) => {
    await sessionRoutes(api, context);
    await authRoutes(api, context);
    await passwordRoutes(api, context);
    await settingsRoutes(api, context);
    await googleRoutes(api, context);
    await adminRoutes(api, context);
  };
}
