/** The part of rolldown's chunking context this needs: a module's static importers. */
interface ModuleGraph {
  getModuleInfo(id: string): { readonly isEntry: boolean; readonly importers: readonly string[] } | null;
}

/**
 * Whether the entry loads `id` through static imports alone (so it is in the first load anyway).
 * For a code-splitting group that should hold only what lazy chunks share: a module the entry
 * loads belongs in the entry's chunk, not in one more request.
 */
export function loadedByEntry(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  return info.isEntry || info.importers.some((importer) => loadedByEntry(importer, graph, seen));
}
