import { describe, expect, it } from 'vitest';
import { plantedLint } from './support/planted-lint';

const { plant, lintAs } = plantedLint();

const SEAM_MESSAGE = 'Say who may call a route with its signedIn option';

const header = "import type { FastifyInstance } from 'fastify';\n";

describe('lint/route-seam.grit: routes say who may call them with the signedIn option', () => {
  const forbidden = [
    [
      'a requireUser call in a handler',
      'server/alerts/routes/x-routes.ts',
      "import { requireUser } from '../../http/auth-guard';\n" +
        'export function routes(app: FastifyInstance): void {\n' +
        "  app.get('/x', async (request) => ({ id: requireUser(request).id }));\n}\n",
    ],
    [
      'a requireAdmin call in a handler',
      'server/accounts/routes/x-routes.ts',
      "import { requireAdmin } from '../../http/auth-guard';\n" +
        'export function routes(app: FastifyInstance): void {\n' +
        "  app.delete('/x', async (request) => { requireAdmin(request); return {}; });\n}\n",
    ],
    [
      'a requireSignedIn call in a handler',
      'server/accounts/routes/y-routes.ts',
      "import { requireSignedIn } from '../../http/auth-guard';\n" +
        'export function routes(app: FastifyInstance): void {\n' +
        "  app.get('/y', async (request) => ({ id: requireSignedIn(request).id }));\n}\n",
    ],
    [
      'the old signedInOnly hook',
      'server/telegram/routes/x-routes.ts',
      "import { signedInOnly } from '../../http/auth-guard';\n" +
        'export function routes(app: FastifyInstance): void {\n' +
        "  app.get('/x', { preValidation: signedInOnly }, async () => ({}));\n}\n",
    ],
    [
      'the old adminOnly hook beside a budget',
      'server/tracking/routes/x-routes.ts',
      "import { adminOnly } from '../../http/auth-guard';\n" +
        'export function routes(app: FastifyInstance, budget: () => Promise<void>): void {\n' +
        "  app.get('/x', { preValidation: [adminOnly, budget] }, async () => ({}));\n}\n",
    ],
    [
      'the old signedInEvenUnverified hook',
      'server/accounts/routes/z-routes.ts',
      "import { signedInEvenUnverified } from '../../http/auth-guard';\n" +
        'export function routes(app: FastifyInstance): void {\n' +
        "  app.get('/z', { preValidation: signedInEvenUnverified }, async () => ({}));\n}\n",
    ],
    [
      'a requireUser call in a rate-limit key function of a module',
      'server/alerts/alerts-module.ts',
      "import { requireUser } from '../http/auth-guard';\nimport { rateLimit } from '../http/rate-limit';\n" +
        "export const writes = rateLimit('w', { max: 1, windowMs: 1 }, (request) => String(requireUser(request).id));\n",
    ],
  ].map(([what, file, source]) => [what, plant(file!, `${header}${source}`)]);

  it.each(forbidden)('refuses %s', (_what, file) => {
    const verdict = lintAs(file!);
    expect(verdict.ok).toBe(false);
    expect(verdict.output).toContain(SEAM_MESSAGE);
  });

  const legal = [
    [
      'a signedIn route reading request.user',
      'server/alerts/routes/legal-routes.ts',
      'export function routes(app: FastifyInstance): void {\n' +
        "  app.get('/x', { signedIn: 'verified' }, async (request) => ({ id: request.user.id }));\n}\n",
    ],
    [
      'a per-account budget keyed on bySignedInUser',
      'server/analysis/routes/legal-routes.ts',
      "import { rateLimit } from '../../http/rate-limit';\nimport { bySignedInUser } from '../../http/signed-in';\n" +
        "export const budget = rateLimit('b', { max: 1, windowMs: 1 }, bySignedInUser);\n" +
        'export function routes(app: FastifyInstance): void {\n' +
        "  app.get('/x', { signedIn: 'admin', preValidation: budget }, async () => ({}));\n}\n",
    ],
    [
      'optionalUser on a route that serves both',
      'server/site/routes/legal-routes.ts',
      "import { optionalUser } from '../../http/auth-guard';\n" +
        'export function routes(app: FastifyInstance): void {\n' +
        "  app.get('/x', async (request) => ({ id: optionalUser(request)?.id ?? null }));\n}\n",
    ],
    [
      'the guards themselves in server/http/',
      'server/http/guards.ts',
      "import { requireAdmin, requireSignedIn, requireUser } from './auth-guard';\n" +
        'export const guards = [requireUser, requireAdmin, requireSignedIn];\n',
    ],
    [
      'a test calling requireUser',
      'tests/server/guard.test.ts',
      "import { requireUser } from '@server/http/auth-guard';\nexport const guard = requireUser;\n",
    ],
  ].map(([what, file, source]) => [what, plant(file!, `${header}${source}`)]);

  it.each(legal)('lets through %s', (_what, file) => {
    const verdict = lintAs(file!);
    expect(verdict.output).not.toContain(SEAM_MESSAGE);
    expect(verdict.ok).toBe(true);
  });
});
