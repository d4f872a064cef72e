import path from 'node:path';

/** The import aliases of tsconfig.json `paths`, for Vite and Vitest (tsx reads tsconfig itself). */
export const pathAliases = {
  '@domain': path.resolve(import.meta.dirname, 'domain'),
  '@adapters': path.resolve(import.meta.dirname, 'adapters'),
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@server': path.resolve(import.meta.dirname, 'server'),
};
