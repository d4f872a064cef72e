import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md#feature-shape lists the feature modules in the order `composeFeatures()`
// creates them; every runtime composes them there, once (docs/architecture.md#composition-roots).
const FEATURE_COMPOSITION = 'server/feature-composition.ts';
const RUNTIME_ROOTS = ['server/composition.ts', 'server/worker-composition.ts'];
const DOC_SENTENCE = 'The feature modules, in the order `composeFeatures()`';
// The shared mail module is opened with the database (server/feature-deps.ts), not a feature.
const NOT_FEATURES = new Set(['createMailModule']);

/** The `createXModule(` calls in `source`, in order (imports and `typeof` name them without a call). */
function moduleCalls(source: string): string[] {
  return [...source.matchAll(/\b(create\w+Module)\(/g)].map((match) => match[1]!);
}

/** The `createXModule` names of the docs' sentence, in order. */
function documentedModules(markdown: string): string[] {
  const start = markdown.indexOf(DOC_SENTENCE);
  if (start < 0) return [];
  const rest = markdown.slice(start);
  const end = rest.search(/\.\s/);
  const sentence = end < 0 ? rest : rest.slice(0, end);
  return [...sentence.matchAll(/`(create\w+Module)`/g)].map((match) => match[1]!);
}

/** Every feature's module factory: `export function createXModule` in `server/<feature>/*-module.ts`. */
function featureModules(): Set<string> {
  const names = new Set<string>();
  for (const folder of readdirSync('server', { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(path.join('server', folder.name))) {
      if (!file.endsWith('-module.ts')) continue;
      const source = readFileSync(path.join('server', folder.name, file), 'utf8');
      for (const [, name] of source.matchAll(/^export function (create\w+Module)\(/gm)) {
        if (!NOT_FEATURES.has(name!)) names.add(name!);
      }
    }
  }
  return names;
}

describe('the composition and its docs', () => {
  const composed = moduleCalls(readFileSync(FEATURE_COMPOSITION, 'utf8'));

  it('reads module calls from code and module names from the docs', () => {
    expect(
      moduleCalls('import { createSiteModule } from "./site";\nconst s = createSiteModule({});'),
    ).toEqual(['createSiteModule']);
    expect(moduleCalls('type Site = ReturnType<typeof createSiteModule>;')).toEqual([]);
    expect(
      documentedModules(
        `x\n${DOC_SENTENCE} creates them: \`createAModule\`,\n\`createBModule\`. Then \`createCModule\`.\n`,
      ),
    ).toEqual(['createAModule', 'createBModule']);
  });

  it('composes every feature module once', () => {
    expect(featureModules()).toContain('createTrackingModule');
    expect([...composed].sort()).toEqual([...featureModules()].sort());
  });

  it("lists the modules in docs/architecture.md in composeFeatures()'s order", () => {
    expect(documentedModules(readFileSync('docs/architecture.md', 'utf8'))).toEqual(composed);
  });

  it('leaves the feature wiring to composeFeatures() in every runtime', () => {
    for (const root of RUNTIME_ROOTS) {
      const source = readFileSync(root, 'utf8');
      expect(source, root).toContain('composeFeatures(');
      expect(
        moduleCalls(source).filter((name) => !NOT_FEATURES.has(name)),
        root,
      ).toEqual([]);
    }
  });
});
