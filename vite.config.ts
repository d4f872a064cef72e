import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pathAliases } from './path-aliases';
import { developmentBuildGuard } from './scripts/build/development-build-guard';
import { productionLibraries } from './scripts/build/production-libraries';

export default defineConfig({
  plugins: [react(), productionLibraries(), developmentBuildGuard()],
  resolve: { alias: pathAliases },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
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
