import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** `vite build` of the app (or another root, such as the floor app) with the project's own config. */
export async function buildWithProjectConfig(root: string, outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    root,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
  });
}

export function readManifest(outDir: string): Manifest {
  const file = path.join(outDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
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
function staticClosure(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files];
}

/** The JavaScript files the HTML of `/` makes the browser download. */
export function firstLoadScripts(outDir: string): string[] {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return [...new Set([...htmlScripts(html), ...staticClosure(readManifest(outDir))])];
}

export interface WireBytes {
  readonly raw: number;
  /** What the server sends to a browser accepting brotli (the `.br` written at build time). */
  readonly br: number;
  readonly gzip: number;
}

/** Bytes of one file as served: the pre-compressed copy the server picks, or the file itself. */
export function wireBytes(outDir: string, file: string): WireBytes {
  const full = path.join(outDir, file);
  const raw = statSync(full).size;
  const sizeOf = (candidate: string) => (existsSync(candidate) ? statSync(candidate).size : raw);
  return { raw, br: sizeOf(`${full}.br`), gzip: sizeOf(`${full}.gz`) };
}

export function sumWireBytes(outDir: string, files: readonly string[]): WireBytes {
  return files
    .map((file) => wireBytes(outDir, file))
    .reduce((a, b) => ({ raw: a.raw + b.raw, br: a.br + b.br, gzip: a.gzip + b.gzip }), {
      raw: 0,
      br: 0,
      gzip: 0,
    });
}

/** The npm packages whose modules ended up in a chunk, from its (hidden) source map. */
export function packagesIn(outDir: string, file: string): Set<string> {
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

/**
 * What the server's HTML preloads for a page off `/` (server/http/spa-document.ts): the lazy chunks
 * named, their static imports, less what the entry loads. Scripts and stylesheets apart (the server
 * inlines the stylesheets into the HTML).
 */
export function routeFiles(
  outDir: string,
  chunkNames: readonly string[],
): { readonly scripts: string[]; readonly styles: string[] } {
  const manifest = readManifest(outDir);
  const loaded = new Set(staticClosure(manifest));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(chunk.file) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const name of chunkNames) {
    const key = Object.keys(manifest).find((k) => manifest[k]?.isDynamicEntry && manifest[k]?.name === name);
    if (key) visit(key);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
