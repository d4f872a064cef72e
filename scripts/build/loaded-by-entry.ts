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

/**
 * Whether `id` is, or is imported (statically, at any depth) by, a module that `isRoot` accepts: for a
 * group that should hold only what the given pages need.
 */
export function importedBy(
  id: string,
  graph: ModuleGraph,
  isRoot: (id: string) => boolean,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (isRoot(id)) return true;
  const info = graph.getModuleInfo(id);
  return info?.importers.some((importer) => importedBy(importer, graph, isRoot, seen)) ?? false;
}
