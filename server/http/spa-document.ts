import { escapeHtml } from './escape-html';
import type { ItemPageParts } from './item-page-html';
import { HOME_SEARCH_CHUNKS, matchSpaRoute, ROUTE_DISCOVERY_CHUNKS, SIGNED_IN_CHUNKS } from './spa-routes';

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** The session probe the SPA runs first, and the cookie that says whether it can succeed. */
export interface SessionProbe {
  readonly cookie: string;
  /** GET endpoints a signed-in page calls at start, in order (e.g. the probe, then the user). */
  readonly paths: readonly string[];
}

export interface DocumentRequest {
  readonly pathname: string;
  /** The address's query string, without `?` (the home page's search lives there). */
  readonly query?: string;
  readonly hasSessionCookie: boolean;
  /** A public item page's server-rendered parts (server/http/item-page-html.ts). */
  readonly itemPage?: ItemPageParts;
}

/**
 * The app's first frame rendered at build time (scripts/build/first-paint.ts): `inIndex` is the one
 * written into index.html (the home page), `shell` the frame around every other page.
 */
export interface FirstPaintMarkup {
  readonly inIndex: string;
  readonly shell: string;
}

/** Tells the page the request carried no session cookie, so it need not probe (and log a 401). */
export const SIGNED_OUT_HINT = '<meta name="chartpulse-session" content="none">';

/**
 * Renders `index.html` for a client route with the route's downloads started by the HTML:
 * its lazy page chunk and that chunk's own imports (`modulepreload`), its stylesheets, and the
 * item data, session calls and `everyPageCalls` (`preload as=fetch`, with the credentials mode of
 * our axios client, `withCredentials: true`, so the browser hands the preloaded answer to the later
 * request).
 */
export function createSpaDocument(
  html: string,
  manifest: ViteManifest,
  sessionProbe?: SessionProbe,
  firstPaint?: FirstPaintMarkup,
  everyPageCalls: readonly string[] = [],
  inline: InlineOptions = {},
): (request: DocumentRequest) => string {
  const homeRoot = firstPaint && `<div id="root">${firstPaint.inIndex}</div>`;
  // Other pages paint the shell alone, never the home page they are not.
  const pageHtml =
    homeRoot && html.includes(homeRoot)
      ? html.replace(homeRoot, () => `<div id="root">${firstPaint.shell}</div>`)
      : html;
  const alreadyLoaded = entryClosure(manifest);
  const chunksByName = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && chunk.name) chunksByName.set(chunk.name, key);
  }

  return ({ pathname, query = '', hasSessionCookie, itemPage }) => {
    const tags: string[] = [];
    const home = isHome(pathname);
    const page = itemPage ? withItemPage(home ? html : pageHtml, itemPage) : home ? html : pageHtml;
    const route = matchSpaRoute(pathname);
    // Every page but `/` needs the route table first (the router discovers it), then its own chunk.
    const chunkNames = [
      ...(home ? [] : [...ROUTE_DISCOVERY_CHUNKS, ...(route ? [route.chunk] : [])]),
      ...(home && asksForSearch(query) ? HOME_SEARCH_CHUNKS : []),
      ...(sessionProbe && hasSessionCookie ? SIGNED_IN_CHUNKS : []),
    ];
    const chunkKeys = [...new Set(chunkNames)].flatMap((name) => chunksByName.get(name) ?? []);
    // The largest paint of an item page is its cover: asked for before the scripts' many requests.
    if (itemPage) tags.push(...itemPage.leadTags);
    if (chunkKeys.length > 0)
      tags.push(...chunkTags(manifest, chunkKeys, alreadyLoaded, inline.readStylesheet));
    // An embedded answer is the page's data: preloading it too would read the item twice.
    if (route?.dataUrl && !itemPage?.answers) tags.push(fetchPreload(route.dataUrl));
    if (itemPage) tags.push(...itemPage.headTags);
    tags.push(...everyPageCalls.map(fetchPreload));
    if (sessionProbe && hasSessionCookie) tags.push(...sessionProbe.paths.map(fetchPreload));
    if (sessionProbe && !hasSessionCookie) tags.push(SIGNED_OUT_HINT);
    if (tags.length === 0) return page;
    return page.replace(/\s*<\/head>/, () => `\n    ${tags.join('\n    ')}\n  </head>`);
  };
}

/**
 * The item page's title, description, first screen (in the shell's empty `<main>`, or the root when
 * the HTML has no shell) and embedded answer. Each replacement is a function: `$` in a name stays text.
 */
function withItemPage(html: string, parts: ItemPageParts): string {
  let page = html;
  if (parts.title !== null) {
    const title = parts.title;
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  }
  if (parts.description !== null) {
    const description = parts.description;
    page = page.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}">`,
    );
  }
  if (parts.main !== '') {
    const emptyMain = /(<main id="main"[^>]*>)(<\/main>)/;
    page = emptyMain.test(page)
      ? page.replace(emptyMain, (_all, open: string, close: string) => `${open}${parts.main}${close}`)
      : page.replace('<div id="root"></div>', () => `<div id="root">${parts.main}</div>`);
  }
  if (parts.answers !== '') page = page.replace(/<\/body>/, () => `${parts.answers}\n  </body>`);
  return page;
}

function fetchPreload(url: string): string {
  return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}">`;
}

function isHome(pathname: string): boolean {
  return pathname === '/' || pathname === '';
}

/** A home-page address that shows a search (`?q=` with words in it). */
function asksForSearch(query: string): boolean {
  return (new URLSearchParams(query).get('q') ?? '').trim() !== '';
}

export interface InlineOptions {
  /**
   * A built stylesheet's text (`assets/….css`), or null to link it. Inlined, the page's own styles
   * cost no request before the first paint; each keeps its address in `data-href`, as the build
   * does for the entry's (src/app/inlined-stylesheets.ts tells Vite's loader they are there).
   */
  readonly readStylesheet?: (file: string) => string | null;
}

/** Preloads for lazy chunks: their modules and static imports not already loaded by the entry. */
function chunkTags(
  manifest: ViteManifest,
  keys: readonly string[],
  alreadyLoaded: ReadonlySet<string>,
  readStylesheet: InlineOptions['readStylesheet'],
): string[] {
  const modules: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>(alreadyLoaded);
  const visit = (current: string) => {
    const chunk = manifest[current];
    if (!chunk || seen.has(current)) return;
    seen.add(current);
    modules.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  // Stylesheets, not preloads: the page's CSS is then applied before its content shows (no shift),
  // and Vite's loader finds them and does not add a second one.
  return [
    ...styles.map((file) => stylesheetTag(file, readStylesheet?.(file) ?? null)),
    ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
  ];
}

function stylesheetTag(file: string, css: string | null): string {
  if (css === null) return `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`;
  return `<style data-href="/${escapeHtml(file)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/** Manifest keys of the entry and everything it imports statically (already in index.html). */
function entryClosure(manifest: ViteManifest): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return keys;
}
