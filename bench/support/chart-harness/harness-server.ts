// Builds the chart harness page with Vite into a temporary directory and serves it over HTTP.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

export interface RunningHarness {
  readonly url: string;
  close(): Promise<void>;
}

/** Port of the harness server: CHART_HARNESS_PORT, else 4101 (0 picks a free one). */
export const HARNESS_PORT = Number(process.env.CHART_HARNESS_PORT ?? 4101);

export async function startChartHarness(port = HARNESS_PORT): Promise<RunningHarness> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const outDir = mkdtempSync(path.join(tmpdir(), 'chartpulse-chart-harness-'));
  await build({
    root: import.meta.dirname,
    configFile: false,
    base: './',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });

  const server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(outDir, urlPath === '/' ? 'index.html' : path.normalize(urlPath));
    if (!file.startsWith(outDir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}/`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
