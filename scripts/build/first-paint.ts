import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

/** The module that renders the first paint (absent in other roots built with this config, e.g. the bench's floor app). */
export const FIRST_PAINT_ENTRY = 'src/app/first-paint.tsx';
/** Where the server finds both renders (the home page's, and the shell for every other page). */
export const FIRST_PAINT_FILE = path.join('.vite', 'first-paint.json');
const EMPTY_ROOT = '<div id="root"></div>';

export interface FirstPaintMarkup {
  readonly home: string;
  readonly shell: string;
}

/**
 * After `vite build` writes the bundle, renders the app's first frame (src/app/first-paint.tsx) into
 * `index.html`, so the page paints before its scripts run, and saves both renders for the server
 * (server/http/spa-document.ts). A static demo (`VITE_BACKEND=fake`) is served the same HTML on
 * every path, so it gets the shell alone.
 */
export function firstPaint(aliases: Record<string, string>): Plugin {
  let root = '';
  let staticDemo = false;
  return {
    name: 'chartpulse:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      staticDemo = config.env.VITE_BACKEND === 'fake';
    },
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(options) {
        if (!options.dir || !existsSync(path.join(root, FIRST_PAINT_ENTRY))) return;
        const markup = await renderWithVite(root, aliases);
        // A component that throws while rendering is replaced by its Suspense fallback, silently.
        if (!markup.home.includes('<h1') || /spinner/.test(markup.home + markup.shell)) {
          this.error('The first paint did not render the home page (a component failed on the server?)');
        }
        const indexFile = path.join(options.dir, 'index.html');
        const html = readFileSync(indexFile, 'utf8');
        if (!html.includes(EMPTY_ROOT)) this.error(`index.html has no ${EMPTY_ROOT} to render into`);
        const firstFrame = staticDemo ? markup.shell : markup.home;
        const painted = html.replace(EMPTY_ROOT, () => `<div id="root">${firstFrame}</div>`);
        writeFileSync(indexFile, inlineStylesheets(painted, options.dir));
        mkdirSync(path.join(options.dir, '.vite'), { recursive: true });
        writeFileSync(
          path.join(options.dir, FIRST_PAINT_FILE),
          JSON.stringify({ ...markup, inIndex: firstFrame }),
        );
      },
    },
  };
}

/**
 * The entry's stylesheets go inline: the first frame then paints as soon as the HTML has arrived,
 * without waiting for another request (a few KB compressed; the HTML is never cached anyway). Each
 * keeps its file's address in `data-href`, for src/app/inlined-stylesheets.ts.
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_tag, file: string) => {
    const css = readFileSync(path.join(outDir, file), 'utf8');
    return `<style data-href="/${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/** Renders src/app/first-paint.tsx through a Vite server of its own, as the build's process does. */
export async function renderWithVite(
  root: string,
  aliases: Record<string, string>,
): Promise<FirstPaintMarkup> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    resolve: { alias: aliases },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(`/${FIRST_PAINT_ENTRY}`)) as {
      renderFirstPaint: () => Promise<FirstPaintMarkup>;
    };
    return await module.renderFirstPaint();
  } finally {
    await server.close();
  }
}
