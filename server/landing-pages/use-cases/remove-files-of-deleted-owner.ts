import type { FileStorage, UserFiles } from '../ports';
import { ok, type Result } from '../../platform/result';
import { storageKey } from '../storage-keys';

/**
 * Removes the stored bytes and library rows of `names`, the files of an account that has just been
 * deleted (its pages and rows may already be gone with it).
 */
export async function removeFilesOfDeletedOwner(
  deps: { readonly files: UserFiles; readonly storage: FileStorage },
  { ownerId, names }: { readonly ownerId: number; readonly names: readonly string[] },
): Promise<Result<{ removed: number }, never>> {
  for (const name of names) {
    await deps.storage.delete(storageKey(ownerId, name));
    await deps.files.remove(ownerId, name);
  }
  return ok({ removed: names.length });
}
