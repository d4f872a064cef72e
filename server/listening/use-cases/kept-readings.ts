import { ok, type Result } from '../../platform/result';
import type { ImportedItem, ImportedReading, ListeningStore } from '../ports';

/** The readings of a tracked item the account kept elsewhere and imported, oldest first: its own only. */
export async function readKeptReadings(
  deps: { readonly store: ListeningStore },
  { userId, item }: { readonly userId: number; readonly item: ImportedItem },
): Promise<Result<ImportedReading[], never>> {
  return ok(await deps.store.importedReadings(userId, item));
}
