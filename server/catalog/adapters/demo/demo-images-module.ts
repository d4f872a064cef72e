import type { FastifyPluginAsync } from 'fastify';
import type { MusicService } from '@domain/ports';
import { systemClock } from '../../../platform/system-clock';
import { demoCatalog } from './demo-catalog';
import { DEMO_IMAGE_KINDS, type DemoImageKind, demoImageName, renderDemoSvg } from './demo-images';
import { DemoMusicService } from './demo-music-service';

/**
 * Root module: `GET /demo-images/:kind/:id.svg[?size=]`, the demo catalog's generated art.
 * With another music service it still serves the default demo catalog's images (built on first request).
 */
export function createDemoImagesModule(music?: MusicService): FastifyPluginAsync {
  const catalog = () => (music instanceof DemoMusicService ? music.catalog() : demoCatalog(systemClock));
  return async (app) => {
    app.get<{ Params: { kind: string; file: string }; Querystring: { size?: string } }>(
      '/demo-images/:kind/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const { kind, file } = request.params;
        const id = file.endsWith('.svg') ? file.slice(0, -4) : '';
        const known = (DEMO_IMAGE_KINDS as readonly string[]).includes(kind);
        const name = known ? demoImageName(catalog(), kind as DemoImageKind, id) : undefined;
        if (name === undefined) return reply.status(404).send({ success: false, error: 'Image not found' });
        const requested = Number(request.query.size);
        const size = Number.isInteger(requested) && requested >= 16 && requested <= 1024 ? requested : 300;
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=604800, immutable')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(renderDemoSvg(kind as DemoImageKind, id, name, size));
      },
    );
  };
}
