import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_MARKERS,
  developmentBuildGuard,
  findDevelopmentMarkers,
} from '../../scripts/build/development-build-guard';
import { productionLibraries } from '../../scripts/build/production-libraries';

const ENTRY = 'virtual:planted-entry';

/** An entry module made of `code`, so a build needs no files on disk. */
function plantedEntry(code: string): Plugin {
  return {
    name: 'planted-entry',
    resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
    load: (id) => (id === `\0${ENTRY}` ? code : null),
  };
}

/**
 * `vite build` of one planted entry (nothing written), resolving packages from this repository.
 * Vitest sets NODE_ENV=test, which would otherwise select React's development build.
 */
async function buildPlanted(code: string, plugins: Plugin[], nodeEnv = 'production'): Promise<void> {
  const { build } = await import('vite');
  await build({
    root: process.cwd(),
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    plugins: [plantedEntry(code), ...plugins],
    build: { write: false, sourcemap: false, rollupOptions: { input: ENTRY } },
  });
}

describe('the development-build guard', () => {
  it('finds every known development marker, and nothing in ordinary code', () => {
    for (const { marker, library } of DEVELOPMENT_MARKERS) {
      expect(findDevelopmentMarkers(`let a=1;console.warn("${marker}");`)).toEqual([{ library, marker }]);
    }
    expect(findDevelopmentMarkers('export const answer = 42;')).toEqual([]);
  });

  it('fails vite build when a chunk carries a planted development-only warning', async () => {
    const planted = 'console.warn("Matched leaf route does not have an element or Component.");';
    await expect(buildPlanted(planted, [developmentBuildGuard()])).rejects.toThrow(
      /development build of react-router \("does not have an element or Component"\)/,
    );
  });

  it("fails vite build when React's development build is bundled (a build under NODE_ENV=test)", async () => {
    const usesReact = "import { useState } from 'react';\nconsole.log(useState);";
    await expect(buildPlanted(usesReact, [developmentBuildGuard()], 'test')).rejects.toThrow(
      /development build of react/,
    );
  }, 60_000);

  it('lets a build without development markers through', async () => {
    await expect(buildPlanted('console.log("hello");', [developmentBuildGuard()])).resolves.toBeUndefined();
  });
});

describe('production builds of libraries', () => {
  const usesRouter =
    "import { createBrowserRouter } from 'react-router-dom';\nconsole.log(createBrowserRouter);";

  it("bundles react-router's development build unless told otherwise (why the plugin exists)", async () => {
    await expect(buildPlanted(usesRouter, [developmentBuildGuard()])).rejects.toThrow(/react-router/);
  }, 60_000);

  it('resolves react-router to its production build, which passes the guard', async () => {
    await expect(
      buildPlanted(usesRouter, [productionLibraries(), developmentBuildGuard()]),
    ).resolves.toBeUndefined();
  }, 60_000);
});
