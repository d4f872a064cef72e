import type { FileStorage, UserFiles } from '../ports';
import { type Result, fail, ok } from '../../platform/result';
import { storageKey } from '../storage-keys';

export interface DeleteUserFileDeps {
  readonly files: UserFiles;
  readonly storage: FileStorage;
}

/**
 * Deletes a file from the owner's library and storage, unless one of their pages shows it. The
 * library row goes first (decided under the lock page saves take); bytes whose removal then fails
 * are an orphan the start-up sweep removes.
 */
export async function deleteUserFile(
  deps: DeleteUserFileDeps,
  { ownerId, name }: { readonly ownerId: number; readonly name: string },
): Promise<Result<{ name: string }, 'file_not_found' | 'file_in_use'>> {
  const outcome = await deps.files.removeUnlessUsed(ownerId, name);
  if (outcome === 'not_found') return fail('file_not_found');
  if (outcome === 'in_use') return fail('file_in_use');
  await deps.storage.delete(storageKey(ownerId, name));
  return ok({ name });
}
