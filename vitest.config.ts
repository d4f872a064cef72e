import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './path-aliases';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'domain',
          environment: 'node',
          include: ['tests/domain/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: pathAliases },
        plugins: [react()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
