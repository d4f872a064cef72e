import type { StoredFile, UserFiles } from '../ports';

/** The owner's uploaded files, images and videos apart, newest first. */
export async function listUserFiles(
  deps: { readonly files: UserFiles },
  ownerId: number,
): Promise<{ images: StoredFile[]; videos: StoredFile[] }> {
  const files = await deps.files.listByOwner(ownerId);
  return {
    images: files.filter((file) => file.kind === 'image'),
    videos: files.filter((file) => file.kind === 'video'),
  };
}
