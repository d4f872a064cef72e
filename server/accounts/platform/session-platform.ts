import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { installSessions, type SessionPluginDeps } from './session-plugin';

/**
 * Installed on the whole `/api` scope: rate limiting (routes opt in), CSRF and session resolution,
 * so every feature's routes only call `requireUser` / `requireAdmin` (server/accounts/auth-guard.ts).
 */
export function createSessionPlatform(deps: SessionPluginDeps): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    await api.register(fastifyRateLimit, { global: false });
    installSessions(api, deps);
  };
}
