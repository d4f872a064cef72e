import { ok, type Result } from '../../platform/result';
import type { ListeningImport, ListeningStore } from '../ports';

/** The account's imports, newest first. */
export async function listImports(
  deps: { readonly store: ListeningStore },
  userId: number,
): Promise<Result<ListeningImport[], never>> {
  return ok(await deps.store.list(userId));
}
