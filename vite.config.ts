import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pathAliases } from './path-aliases';
import { developmentBuildGuard } from './scripts/build/development-build-guard';
import { firstPaint } from './scripts/build/first-paint';
import { precompress } from './scripts/build/precompress';
import { productionLibraries } from './scripts/build/production-libraries';

const FIXED_STACK =
  /node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata|axios)[\\/]/;

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
    // Every browser we serve supports <link rel="modulepreload">: no polyfill in the first load.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The fixed stack in one chunk: every page needs all of it, it compresses better than the
        // four shared chunks it was split into, and it keeps its hash (and browser cache) across
        // releases that change only our code. Libraries of single pages (d3, marked) stay lazy.
        // The browser ports' tokens (a few bytes each) travel together instead of one request each.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: FIXED_STACK },
            { name: 'ports', test: /[\\/]domain[\\/]ports[\\/]browser[\\/]/ },
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
