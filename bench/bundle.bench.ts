// The first-load budget of docs/architecture.md (performance budgets): the JS that `/` loads, in
// bytes on the wire as served (the brotli and gzip files written at build time), at most 1.05× the
// floor of the fixed stack: a minimal react + react-dom + react-router + mobx + mobx-react-lite +
// inversify + reflect-metadata + axios app (bench/support/floor-app) built by the same Vite config.
// Charts (d3) and markdown (marked) must stay out of the first load. Builds into temporary
// directories, or measures an existing build with BUNDLE_DIST=dist (the floor is always built).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTE_DISCOVERY_CHUNKS, SIGNED_IN_CHUNKS, SPA_ROUTES } from '@server/http/spa-routes';
import {
  buildWithProjectConfig,
  firstLoadScripts,
  packagesIn,
  ROOT,
  readManifest,
  routeFiles,
  sumWireBytes,
  type WireBytes,
  wireBytes,
} from './support/first-load';

const MAX_RATIO = 1.05;
/**
 * Scripts an item page's HTML preloads beyond the first load (route table, HTTP backend, the page).
 * Each is a request queued on HTTP/1.1's six connections before the page can take over: they were
 * 20 to 24 before the item pages' shared code went into one chunk.
 */
const MAX_ITEM_PAGE_SCRIPTS = 12;
const ITEM_PAGE_CHUNKS = ['artist-page', 'track-page', 'playlist-page'] as const;
const HEAVY_PACKAGES = ['d3', 'marked'] as const;
const FLOOR_APP = path.join(ROOT, 'bench', 'support', 'floor-app');

const isHeavy = (pkg: string) => HEAVY_PACKAGES.some((heavy) => pkg === heavy || pkg.startsWith(`${heavy}-`));
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const row = (label: string, bytes: WireBytes) =>
  `  ${label.padEnd(44)} ${kb(bytes.raw)} ${kb(bytes.br)} ${kb(bytes.gzip)}`;

async function timedBuild(what: string, root: string, outDir: string): Promise<void> {
  const started = performance.now();
  await buildWithProjectConfig(root, outDir);
  console.log(`vite build of ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export default async function bundleBench(): Promise<void> {
  const reuse = process.env.BUNDLE_DIST;
  const scratch = mkdtempSync(path.join(tmpdir(), 'chartpulse-bundle-'));
  const appDir = reuse ? path.resolve(ROOT, reuse) : path.join(scratch, 'app');
  const floorDir = path.join(scratch, 'floor');
  const failures: string[] = [];
  try {
    if (!reuse) await timedBuild('the app', ROOT, appDir);
    await timedBuild('the floor app', FLOOR_APP, floorDir);

    const initial = firstLoadScripts(appDir);
    console.log(
      `JS loaded by / (entry + modulepreload + static imports), KB:${' '.repeat(7)}raw  brotli    gzip`,
    );
    for (const file of initial) console.log(row(file, wireBytes(appDir, file)));
    const app = sumWireBytes(appDir, initial);
    const floor = sumWireBytes(floorDir, firstLoadScripts(floorDir));
    console.log(row('app: total on the wire', app));
    console.log(row('floor (fixed stack, production builds)', floor));
    for (const encoding of ['br', 'gzip'] as const) {
      const ratio = app[encoding] / floor[encoding];
      const verdict = ratio <= MAX_RATIO ? 'within' : 'OVER';
      console.log(`ratio app/floor (${encoding}): ${ratio.toFixed(3)} (target ≤ ${MAX_RATIO}: ${verdict})`);
      if (ratio > MAX_RATIO) failures.push(`first-load JS is ${ratio.toFixed(3)}× the floor (${encoding})`);
    }

    console.log(`item pages (HTML preloads past the first load; styles inline), KB:   raw  brotli    gzip`);
    for (const page of ITEM_PAGE_CHUNKS) {
      const { scripts, styles } = routeFiles(appDir, [...ROUTE_DISCOVERY_CHUNKS, page]);
      console.log(row(`${page}: ${scripts.length} scripts`, sumWireBytes(appDir, scripts)));
      console.log(row(`${page}: ${styles.length} stylesheets, inline`, sumWireBytes(appDir, styles)));
      if (scripts.length > MAX_ITEM_PAGE_SCRIPTS) {
        failures.push(`${page} preloads ${scripts.length} scripts (target ≤ ${MAX_ITEM_PAGE_SCRIPTS})`);
      }
    }

    const manifest = readManifest(appDir);
    const heavyChunks = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, heavy: [...packagesIn(appDir, file)].filter(isHeavy) }))
      .filter((chunk) => chunk.heavy.length > 0);
    if (heavyChunks.length === 0) console.log('d3/marked: not in any chunk of this build');
    for (const chunk of heavyChunks) {
      const where = initial.includes(chunk.file) ? 'INITIAL' : 'lazy';
      console.log(`d3/marked in ${chunk.file} (${where}): ${chunk.heavy.join(', ')}`);
      if (where === 'INITIAL') failures.push(`charts/markdown code in the first load (${chunk.file})`);
    }
    if (!initial.some((file) => packagesIn(appDir, file).has('react-dom'))) {
      failures.push('the source maps could not be read (react-dom not found in the first load)');
    }

    const pointing = initial.filter((file) =>
      readFileSync(path.join(appDir, file), 'utf8').includes('sourceMappingURL'),
    );
    console.log(
      `source maps: ${pointing.length === 0 ? 'hidden (no sourceMappingURL)' : `LINKED from ${pointing.join(', ')}`}`,
    );
    if (pointing.length > 0) failures.push('chunks point at their source maps');

    const lazyNames = new Set(
      Object.values(manifest).flatMap((chunk) => (chunk.isDynamicEntry ? [chunk.name] : [])),
    );
    const missing = [
      ...new Set([...ROUTE_DISCOVERY_CHUNKS, ...SIGNED_IN_CHUNKS, ...SPA_ROUTES.map((route) => route.chunk)]),
    ].filter((name) => !lazyNames.has(name));
    console.log(
      `route preloads (server/http/spa-routes.ts): ${missing.length === 0 ? 'every chunk found' : `MISSING ${missing.join(', ')}`}`,
    );
    if (missing.length > 0)
      failures.push(`no lazy chunk named ${missing.join(', ')} (rename in spa-routes.ts)`);

    for (const failure of failures) console.error(`FAIL: ${failure}`);
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
