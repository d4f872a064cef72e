import { describe, expect, it } from 'vitest';
import { importedBy, loadedByEntry } from '../../scripts/build/loaded-by-entry';

/** A module graph from `importer → imported` edges; `main` is the entry. */
function graph(edges: ReadonlyArray<readonly [string, string]>) {
  return {
    getModuleInfo: (id: string) => {
      const known = id === 'main' || edges.some(([from, to]) => from === id || to === id);
      if (!known) return null;
      return { isEntry: id === 'main', importers: edges.filter(([, to]) => to === id).map(([from]) => from) };
    },
  };
}

describe('loadedByEntry (which modules the entry loads, for the code-splitting groups)', () => {
  // main → shell → token-a; lazy-page → token-b; lazy-page → token-a; a cycle lazy-page ↔ helper.
  const modules = graph([
    ['main', 'shell'],
    ['shell', 'token-a'],
    ['lazy-page', 'token-a'],
    ['lazy-page', 'token-b'],
    ['lazy-page', 'helper'],
    ['helper', 'lazy-page'],
  ]);

  it('says yes for the entry and everything it imports statically, however deep', () => {
    for (const id of ['main', 'shell', 'token-a']) expect(loadedByEntry(id, modules)).toBe(true);
  });

  it('says no for modules only lazy chunks import, cycles included, and for unknown ids', () => {
    for (const id of ['lazy-page', 'token-b', 'helper', 'nowhere']) {
      expect(loadedByEntry(id, modules)).toBe(false);
    }
  });
});

describe('importedBy (which modules a set of pages imports, for the item pages group)', () => {
  // artist-page → card → format; dashboard → card; dashboard → table; a cycle artist-page ↔ helper.
  const modules = graph([
    ['artist-page', 'card'],
    ['card', 'format'],
    ['dashboard', 'card'],
    ['dashboard', 'table'],
    ['artist-page', 'helper'],
    ['helper', 'artist-page'],
  ]);
  const isPage = (id: string) => id === 'artist-page';

  it('says yes for the page and what it imports at any depth, also when another page shares it', () => {
    for (const id of ['artist-page', 'card', 'format', 'helper'])
      expect(importedBy(id, modules, isPage)).toBe(true);
  });

  it('says no for what only other pages import, and for unknown ids', () => {
    for (const id of ['dashboard', 'table', 'nowhere']) expect(importedBy(id, modules, isPage)).toBe(false);
  });
});
