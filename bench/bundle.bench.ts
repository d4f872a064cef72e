// The first-load budget of DESIGN §10: gzip JS loaded by `/` ≤ 150 KB, with charts (d3) and
// markdown (marked) split out of it. Builds the app into a temporary directory (or measures an
// existing build with BUNDLE_DIST=dist), then reads index.html, the Vite manifest and the source maps.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET_KB = 150;
const HEAVY_PACKAGES = ['d3', 'marked'] as const;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

async function buildInto(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: true },
  });
}

/** Script and modulepreload URLs named in index.html, as paths relative to the build directory. */
function htmlScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url && !/^https?:/.test(url)) found.add(url.replace(/^\//, ''));
  }
  return [...found];
}

/** Every chunk `/` loads before any lazy route: the entry and its static imports, transitively. */
function staticClosure(manifest: Record<string, ManifestChunk>): string[] {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('The Vite manifest has no index.html entry');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit('index.html');
  return [...files];
}

/** The npm packages whose modules ended up in a chunk, from its source map. */
function packagesIn(outDir: string, file: string): Set<string> {
  const mapPath = path.join(outDir, `${file}.map`);
  const packages = new Set<string>();
  if (!existsSync(mapPath)) return packages;
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources?: string[] };
  for (const source of map.sources ?? []) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
    if (match?.[1]) packages.add(match[1]);
  }
  return packages;
}

const isHeavy = (pkg: string) => HEAVY_PACKAGES.some((heavy) => pkg === heavy || pkg.startsWith(`${heavy}-`));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export default async function bundleBench(): Promise<void> {
  const reuse = process.env.BUNDLE_DIST;
  const outDir = reuse ? path.resolve(ROOT, reuse) : mkdtempSync(path.join(tmpdir(), 'chartpulse-bundle-'));
  try {
    if (!reuse) {
      const started = performance.now();
      await buildInto(outDir);
      console.log(`vite build into ${outDir}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const manifestPath = path.join(outDir, '.vite', 'manifest.json');
    const manifest = existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
      : {};
    const initial = [
      ...new Set([...htmlScripts(html), ...(manifest['index.html'] ? staticClosure(manifest) : [])]),
    ];

    let total = 0;
    console.log('JS loaded by / (entry + modulepreload + static imports):');
    for (const file of initial) {
      const gzip = gzipSync(readFileSync(path.join(outDir, file))).length;
      total += gzip;
      console.log(`  ${file.padEnd(48)} ${kb(gzip).padStart(7)} KB gzip`);
    }
    const verdict = total / 1024 <= TARGET_KB ? 'within' : 'OVER';
    console.log(`total: ${kb(total)} KB gzip (target ≤ ${TARGET_KB} KB: ${verdict})`);

    const allChunks = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'));
    const heavyChunks = allChunks
      .map((file) => ({ file, heavy: [...packagesIn(outDir, file)].filter(isHeavy) }))
      .filter((chunk) => chunk.heavy.length > 0);
    if (heavyChunks.length === 0) console.log('d3/marked: not in any chunk of this build');
    for (const chunk of heavyChunks) {
      const where = initial.includes(chunk.file) ? 'INITIAL' : 'lazy';
      console.log(`d3/marked in ${chunk.file} (${where}): ${chunk.heavy.join(', ')}`);
    }
    const reactSeen = initial.some((file) => packagesIn(outDir, file).has('react-dom'));
    console.log(`source-map check: react-dom ${reactSeen ? 'found' : 'NOT found'} in the initial chunks`);

    const leaked = heavyChunks.filter((chunk) => initial.includes(chunk.file));
    if (leaked.length > 0 || !reactSeen) {
      console.error(
        'FAIL: charts/markdown code is in the first load of /, or the source maps could not be read',
      );
      process.exitCode = 1;
    }
  } finally {
    if (!reuse) rmSync(outDir, { recursive: true, force: true });
  }
}
