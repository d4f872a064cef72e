import { ok, type Result } from '../../platform/result';
import type { StoredFile, UserFiles } from '../ports';

/** The owner's uploaded files, images and videos apart, newest first. */
export async function listUserFiles(
  deps: { readonly files: UserFiles },
  { ownerId }: { readonly ownerId: number },
): Promise<Result<{ images: StoredFile[]; videos: StoredFile[] }, never>> {
  const files = await deps.files.listByOwner(ownerId);
  return ok({
    images: files.filter((file) => file.kind === 'image'),
    videos: files.filter((file) => file.kind === 'video'),
  });
}
