import type { FastifyPluginAsync } from 'fastify';

/** A feature's routes, registered under `/api` (docs/http-api.md). */
export type ApiModule = FastifyPluginAsync;
