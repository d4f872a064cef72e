import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pathAliases } from './path-aliases.ts';
import { developmentBuildGuard } from './scripts/build/development-build-guard.ts';
import { firstPaint } from './scripts/build/first-paint.ts';
import { importedBy, loadedByEntry } from './scripts/build/loaded-by-entry.ts';
import { precompress } from './scripts/build/precompress.ts';
import { productionLibraries } from './scripts/build/production-libraries.ts';

/** The entry's static imports: the fixed stack's chunk and rolldown's runtime. */
const LOADED_WITH_ENTRY = /(?:^|\/)(?:vendor|rolldown-runtime)-[\w-]+\.js$/;
/**
 * Small modules that many lazy chunks share: the browser ports' tokens, the compiler's decorator
 * helpers, the HTTP adapters' failure mapping. Each would otherwise be a request of its own.
 */
const LAZY_SHARED = [
  /[\\/]domain[\\/]ports[\\/]browser[\\/]/,
  /@oxc-project\+runtime@[^/]+\/helpers\//,
  /[\\/]adapters[\\/]http[\\/]api-failure\.ts$/,
];
/** Our own modules (not a library's): those the public item pages share travel in one chunk. */
const APP_CODE = /^(?!.*node_modules).*[\\/](?:src|domain|adapters)[\\/]/;
const ITEM_PAGE = /[\\/]src[\\/]features[\\/]items[\\/](?:artist|track|playlist)[\\/]\w+-page\.tsx$/;
/** The composition's lazy chunks (route table, HTTP backend): `/` loads the backend too, at start. */
const COMPOSITION = /[\\/]src[\\/]app[\\/]/;
const itemPageCode = (id: string, graph: Parameters<typeof loadedByEntry>[1]) =>
  APP_CODE.test(id) &&
  !loadedByEntry(id, graph) &&
  importedBy(id, graph, (module) => ITEM_PAGE.test(module)) &&
  // What the composition imports stays out, or every page (`/` too) would load the item pages' chunk.
  !importedBy(id, graph, (module) => COMPOSITION.test(module));
const FIXED_STACK =
  /node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata)[\\/]/;
/** The HTTP client: the first paint of `/` calls nothing, so it comes with the lazy HTTP backend. */
const HTTP_CLIENT = /node_modules[\\/]axios[\\/]/;

export default defineConfig({
  plugins: [react(), productionLibraries(), developmentBuildGuard(), firstPaint(pathAliases), precompress()],
  resolve: { alias: pathAliases },
  build: {
    outDir: 'dist',
    // Maps are written for the bench and for debugging, but no `sourceMappingURL` points at them:
    // the server hands them out only when SERVE_SOURCE_MAPS=true.
    sourcemap: 'hidden',
    // The server reads it to preload the lazy chunk of the route being opened.
    manifest: true,
    // Every browser we serve supports <link rel="modulepreload">: no polyfill in the first load. The
    // chunks the entry imports statically are loaded before any lazy one: no need to list them again
    // in the loader's table of each lazy chunk's dependencies (bytes of the first load).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_chunk, dependencies) =>
        dependencies.filter((dependency) => !LOADED_WITH_ENTRY.test(dependency)),
    },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Most of a build's time is our own precompress plugin writing brotli at its best level, on
      // purpose: the timing report would only say so at every build.
      checks: { bundlerTimings: false },
      output: {
        // The fixed stack in one chunk: every page needs all of it, it compresses better than the
        // four shared chunks it was split into, and it keeps its hash (and browser cache) across
        // releases that change only our code. The HTTP client, in a chunk of its own for the same
        // cache, comes with the first call, not the first paint. Libraries of single pages (d3,
        // marked) stay lazy. The small modules lazy chunks share travel together instead of one
        // request each; those the first load uses stay in the entry.
        codeSplitting: {
          groups: [
            { name: 'vendor', debugName: 'vendor', test: FIXED_STACK },
            { name: 'http-client', debugName: 'http-client', test: HTTP_CLIENT },
            {
              debugName: 'shared',
              name: (id, graph) =>
                LAZY_SHARED.some((test) => test.test(id)) && !loadedByEntry(id, graph) ? 'shared' : null,
            },
            // Our modules that an item page shares with another lazy chunk, in one request instead of
            // one each (an item page's first load was some twenty files of one or two KB, queued six
            // at a time on HTTP/1.1).
            {
              debugName: 'item-pages',
              minShareCount: 2,
              // Their imports stay where they are: the entry's modules in the entry, not here.
              includeDependenciesRecursively: false,
              name: (id, graph) => (itemPageCode(id, graph) ? 'item-pages' : null),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
      '/uploads': 'http://127.0.0.1:3000',
      '/landing': 'http://127.0.0.1:3000',
      '/demo-images': 'http://127.0.0.1:3000',
    },
  },
});
