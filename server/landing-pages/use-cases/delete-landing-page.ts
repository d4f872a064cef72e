import type { FileStorage, LandingPages, UserFiles } from '../ports';
import { type Result, fail, ok } from '../../platform/result';
import { storageKey } from '../storage-keys';

export interface DeleteLandingPageDeps {
  readonly pages: LandingPages;
  readonly files: UserFiles;
  readonly storage: FileStorage;
}

/**
 * Deletes the owner's page at `slug`, then the files it showed that no other page uses (files
 * another page still shows, or is being saved with, stay in storage and in the library).
 */
export async function deleteLandingPage(
  deps: DeleteLandingPageDeps,
  { ownerId, slug }: { readonly ownerId: number; readonly slug: string },
): Promise<Result<{ removedFiles: string[] }, 'not_found' | 'forbidden'>> {
  const page = await deps.pages.findBySlug(slug);
  if (!page) return fail('not_found');
  if (page.ownerId !== ownerId) return fail('forbidden');
  await deps.pages.delete(page.id);
  const removedFiles: string[] = [];
  for (const name of new Set([page.image, page.video, page.videoMp4])) {
    if (name === null || (await deps.files.removeUnlessUsed(ownerId, name)) !== 'removed') continue;
    await deps.storage.delete(storageKey(ownerId, name));
    removedFiles.push(name);
  }
  return ok({ removedFiles });
}
