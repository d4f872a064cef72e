import type { FastifyInstance } from 'fastify';
import { type MusicServiceName, musicServiceLabel } from '@domain/catalog';

export interface MusicServicesRouteDeps {
  /** The services switched on, the default (search's) first. */
  readonly enabled: readonly MusicServiceName[];
}

/** `GET /api/music-services`: which services this install has on, for the search page's choice. */
export function registerMusicServicesRoute(app: FastifyInstance, deps: MusicServicesRouteDeps): void {
  const services = deps.enabled.map((name) => ({ name, label: musicServiceLabel(name) }));
  app.get('/music-services', { schema: { tags: ['catalog'] } }, async () => ({ success: true, services }));
}
