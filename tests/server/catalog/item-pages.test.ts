import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArtistDetails,
  ChartAnalysis,
  PlaylistInfo,
  TrackDetails,
} from '@domain/catalog/catalog-contracts';
import { formatCount } from '@domain/formatting';
import { buildApp } from '@server/app';
import { createCatalogModule, DemoMusicService } from '@server/catalog';

// The public item pages as a browser without JavaScript (or a link preview) gets them: a plain GET
// on the demo catalog. dist/ is a stand-in laid out as `vite build` writes it, with the app's shell.
const SHELL =
  '<div class="app"><header class="app-header"></header><main id="main" class="app-main" tabindex="-1"></main></div>';
const INDEX = `<!doctype html><html lang="en-GB"><head>
<meta name="description" content="Chartpulse: music analytics for artists, tracks and playlists." />
<title>Chartpulse</title>
</head><body><div id="root">${SHELL}</div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/features/items/artist/artist-page.tsx': {
    file: 'assets/artist-page-1.js',
    name: 'artist-page',
    isDynamicEntry: true,
  },
};

// A recorded history graded as tracking would (the grade itself is tested with the analytics).
const GRADE: ChartAnalysis = {
  verdict: 'likely_botted',
  confidence: 'high',
  against: [],
  reasons: ['Two bursts of 3%+ of the audience.'],
  summary: 'Followers jumped twice <fast> & "out of the blue".',
  events: [],
  anomalies: [],
  trend: 'growing',
};
const clock = { now: () => new Date('2026-06-15T12:00:00Z') };
let site: FastifyInstance;
let dist: string;
const ids = { artist: '', track: '', playlist: '' };

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'cp-item-pages-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  const catalog = createCatalogModule({
    musicService: new DemoMusicService(clock),
    followerHistory: { playlistChart: async () => GRADE },
    musicServiceBudget: { perIp: 10_000, windowMs: 60_000 },
  });
  site = await buildApp({
    apiModules: [catalog.apiModule],
    rootModules: catalog.rootModules,
    itemPages: catalog.itemPages,
    publicUrl: 'https://charts.example',
    spaDir: dist,
  });
  for (const kind of ['artist', 'track', 'playlist'] as const) {
    const search = await site.inject({ url: `/api/search?query=a&type=${kind}&page=1&limit=1` });
    ids[kind] = search.json()[`${kind}s`].items[0].id;
  }
});
afterAll(async () => {
  await site.close();
  rmSync(dist, { recursive: true, force: true });
});

async function page(url: string) {
  const answer = await site.inject({ url, headers: { 'accept-encoding': 'identity' } });
  return { status: answer.statusCode, html: answer.body };
}

async function apiAnswer<T>(url: string): Promise<T> {
  return (await site.inject({ url })).json() as T;
}

/** The text of the first element matching `pattern`'s one group, tags stripped. */
function textOf(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
}

/** The embedded answers, as the app reads them. */
function embedded(html: string): unknown {
  const script = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(html)?.[1];
  return script === undefined ? undefined : JSON.parse(script);
}

describe('server-rendered item pages', () => {
  it('an artist page carries its name, picture, followers and popularity, and the API answer', async () => {
    const artist = await apiAnswer<ArtistDetails & { success: true }>(`/api/artist/${ids.artist}`);
    const { status, html } = await page(`/artist/${ids.artist}`);
    expect(status).toBe(200);
    expect(textOf(html, /<h1>(.*?)<\/h1>/)).toBe(artist.name);
    expect(html).toContain(`<title>${artist.name} | Chartpulse</title>`);
    expect(html).toContain(`src="${artist.profile_image}"`);
    expect(html).toContain(`<p class="metric-card-value">${formatCount(artist.followers)}</p>`);
    expect(html).toContain(`<p class="metric-card-value">${artist.popularity}</p>`);
    expect(embedded(html)).toEqual([{ kind: 'artist', key: ids.artist, status: 200, body: artist }]);
    // The answer is in the page: preloading it as well would read it twice.
    expect(html).not.toContain(`href="/api/artist/${ids.artist}"`);
  });

  it('a track page carries its name, artists and popularity', async () => {
    const track = await apiAnswer<TrackDetails>(`/api/track/${ids.track}`);
    const { status, html } = await page(`/track/${ids.track}`);
    expect(status).toBe(200);
    expect(textOf(html, /<h1>(.*?)<\/h1>/)).toBe(track.name);
    expect(textOf(html, /<p class="item-byline">(.*?)<\/p>/)).toBe(
      `by ${track.artists.map((artist) => artist.name).join(', ')}`,
    );
    expect(html).toContain(`<p class="metric-card-value">${track.popularity}</p>`);
  });

  it('a playlist page carries its name, followers, track count and bot-check grade', async () => {
    const playlist = await apiAnswer<PlaylistInfo>(`/api/playlist/${ids.playlist}`);
    const { status, html } = await page(`/playlist/${ids.playlist}`);
    expect(status).toBe(200);
    expect(textOf(html, /<h1>(.*?)<\/h1>/)).toBe(playlist.name);
    expect(html).toContain(`<p class="metric-card-value">${formatCount(playlist.followers)}</p>`);
    expect(html).toContain(`<p class="metric-card-value">${formatCount(playlist.total_tracks)}</p>`);
    expect(playlist.chart_analysis.verdict).toBe('likely_botted');
    expect(textOf(html, /<span class="verdict-badge verdict-bad">(.*?)<\/span><\/div>/)).toBe(
      'Likely botted · high confidence',
    );
    expect(html).toContain(
      '<p class="bot-check-summary">Followers jumped twice &lt;fast&gt; &amp; &quot;out of the blue&quot;.</p>',
    );
    // The grade beside the name, before any script, linking to the check below it.
    const hero = /<header class="item-hero">(.*?)<\/header>/.exec(html)?.[1];
    expect(hero).toMatch(
      /<h1>.*<\/h1><a class="header-grade" href="#bot-check-title"><span class="header-grade-kind">Bot check<\/span> <span class="verdict-pill verdict-pill-bad">Likely botted<span class="verdict-pill-confidence"><span class="verdict-pill-separator"> · <\/span>high confidence<\/span><\/span> <span class="header-grade-reason">Two bursts of 3%\+ of the audience.<\/span> <span class="header-grade-more">See the full check<\/span><\/a>/,
    );
    expect(html).toContain('<h2 id="bot-check-title">');
  });

  it('link previews: og and twitter tags with the title, key numbers, image and address', async () => {
    const playlist = await apiAnswer<PlaylistInfo>(`/api/playlist/${ids.playlist}`);
    const { html } = await page(`/playlist/${ids.playlist}`);
    const meta = (name: string) =>
      new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1];
    expect(meta('og:title')).toBe(playlist.name);
    expect(meta('og:description')).toContain(`Followers ${formatCount(playlist.followers)}`);
    expect(meta('og:description')).toContain(`Tracks ${formatCount(playlist.total_tracks)}`);
    expect(meta('og:description')).toContain('Follower bot check: Likely botted (high confidence)');
    expect(meta('og:image')).toBe(`https://charts.example${playlist.image}`.replaceAll('&', '&amp;'));
    expect(meta('og:url')).toBe(`https://charts.example/playlist/${ids.playlist}`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe(playlist.name);
    expect(html).toContain(`<link rel="canonical" href="https://charts.example/playlist/${ids.playlist}">`);
  });

  it('an unknown or malformed id answers the app with a 404 state, no item and no preview', async () => {
    const unknown = await page('/artist/0000000000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<div id="root">');
    expect(unknown.html).not.toContain('og:title');
    expect(embedded(unknown.html)).toEqual([
      {
        kind: 'artist',
        key: '0000000000000000000000',
        status: 404,
        body: { success: false, error: 'Artist not found' },
      },
    ]);
    const malformed = await page('/track/%3Cscript%3E');
    expect(malformed.status).toBe(404);
    expect(malformed.html).not.toContain('<script>');
    expect(embedded(malformed.html)).toMatchObject([{ kind: 'track', status: 400 }]);
  });

  it("spends the visitor's music-service budget on a read that reaches the service; over it, the plain app", async () => {
    const catalog = createCatalogModule({
      musicService: new DemoMusicService(clock),
      musicServiceBudget: { perIp: 1, windowMs: 60_000 },
    });
    const strict = await buildApp({
      itemPages: catalog.itemPages,
      apiModules: [catalog.apiModule],
      spaDir: dist,
    });
    try {
      const first = await strict.inject({ url: `/artist/${ids.artist}` });
      expect(first.body).toContain('id="first-answers"');
      // Kept: the same page again costs nothing.
      expect((await strict.inject({ url: `/artist/${ids.artist}` })).body).toContain('id="first-answers"');
      const second = await strict.inject({ url: `/playlist/${ids.playlist}` });
      expect(second.statusCode).toBe(200);
      expect(second.body).not.toContain('id="first-answers"');
      expect(second.body).toContain(`href="/api/playlist/${ids.playlist}"`);
    } finally {
      await strict.close();
    }
  });
});
