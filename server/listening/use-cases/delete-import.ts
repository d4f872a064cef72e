import { fail, ok, type Result } from '../../platform/result';
import type { ListeningStore } from '../ports';

/** Deletes one of the account's imports and the rows it last wrote; another account's is not found. */
export async function deleteImport(
  deps: { readonly store: ListeningStore },
  { userId, importId }: { readonly userId: number; readonly importId: number },
): Promise<Result<{ readonly id: number }, 'not_found'>> {
  return (await deps.store.delete(userId, importId)) ? ok({ id: importId }) : fail('not_found');
}
