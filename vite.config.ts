import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pathAliases } from './path-aliases';
import { developmentBuildGuard } from './scripts/build/development-build-guard';
import { precompress } from './scripts/build/precompress';
import { productionLibraries } from './scripts/build/production-libraries';

export default defineConfig({
  plugins: [react(), productionLibraries(), developmentBuildGuard(), precompress()],
  resolve: { alias: pathAliases },
  build: {
    outDir: 'dist',
    // Maps are written for the bench and for debugging, but no `sourceMappingURL` points at them:
    // the server hands them out only when SERVE_SOURCE_MAPS=true.
    sourcemap: 'hidden',
    // The server reads it to preload the lazy chunk of the route being opened.
    manifest: true,
    chunkSizeWarningLimit: 600,
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
