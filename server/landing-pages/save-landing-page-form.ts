import {
  type LandingFileChoice,
  type LandingPageDraft,
  type LinkService,
  normaliseServiceLink,
  validateLandingPage,
} from '@domain/landing';
import type {
  FileNames,
  FileStorage,
  LandingPage,
  LandingPageContent,
  LandingPages,
  MediaKind,
  SaveConflict,
  StoredFile,
  UserFiles,
} from './ports';
import { type Result, fail, ok } from '../platform/result';
import type { FileField, LandingPageFailure, LandingPageForm } from './landing-page-form';
import { storageKey } from './storage-keys';

export interface SaveFormDeps {
  readonly pages: LandingPages;
  readonly files: UserFiles;
  readonly storage: FileStorage;
  readonly fileNames: FileNames;
  readonly now: Date;
  /** How many bytes each owner's library may hold (`UPLOAD_QUOTA_MB`). */
  readonly quotaBytes: number;
}

/** A checked form, its uploads stored, ready for the page store. */
export interface PreparedPage {
  readonly content: LandingPageContent;
  /** The library names the page shows (locked by the save, see `LandingPages.create`). */
  readonly libraryFiles: readonly string[];
  /** Names stored for this save: removed again if the save does not happen. */
  readonly uploaded: readonly string[];
}

export const UNKNOWN_FILE_MESSAGE = 'Choose a file from your own uploads';

/** The used rows, as stored and followed: normalised (the form was validated, so every one is a link). */
const normalised = (service: LinkService, entries: readonly string[]): string[] =>
  entries.flatMap((entry) => normaliseServiceLink(service, entry) ?? []);

function choiceOf(field: FileField): LandingFileChoice | null {
  if (field === null) return null;
  if (field.kind === 'existing') return { kind: 'existing', name: field.name };
  return { kind: 'upload', name: field.file.originalName, size: field.file.size, type: field.file.type };
}

function draftOf(form: LandingPageForm, mode: 'create' | 'edit'): LandingPageDraft {
  return {
    mode,
    slug: form.slug,
    title: form.title,
    metaPixelId: form.metaPixelId,
    image: choiceOf(form.image),
    video: choiceOf(form.video),
    fallbackVideo: choiceOf(form.videoMp4),
    spotifyUris: form.spotifyUris,
    appleMusicUrls: form.appleMusicUrls,
    amazonMusicUrls: form.amazonMusicUrls,
    youtubeMusicUrls: form.youtubeMusicUrls,
  };
}

/** Library files must be the owner's own and of the field's kind. */
async function libraryProblem(deps: SaveFormDeps, ownerId: number, form: LandingPageForm): Promise<boolean> {
  const fields: Array<[FileField, MediaKind]> = [
    [form.image, 'image'],
    [form.video, 'video'],
    [form.videoMp4, 'video'],
  ];
  for (const [field, kind] of fields) {
    if (field?.kind !== 'existing') continue;
    const file = await deps.files.find(ownerId, field.name);
    if (file?.kind !== kind) return true;
  }
  return false;
}

/**
 * Writes an upload's bytes under a fresh name (its library row comes later, with the quota check);
 * answers the name.
 */
async function store(
  deps: SaveFormDeps,
  ownerId: number,
  field: FileField,
  kind: MediaKind,
  stored: StoredFile[],
): Promise<string | null> {
  if (field === null) return null;
  if (field.kind === 'existing') return field.name;
  const name = `${deps.fileNames()}.${field.file.extension}`;
  const file = {
    ownerId,
    name,
    kind,
    contentType: field.file.type,
    size: field.file.size,
    createdAt: deps.now,
  };
  stored.push(file);
  await deps.storage.put(storageKey(ownerId, name), field.file);
  return name;
}

/**
 * The step creating and updating a page share. Checks a submitted form with the domain's landing-page rules (the same the browser runs),
 * checks library files, slug and the storage quota, then stores the uploads and answers the page to save (see `savePrepared`).
 * `current` is the page being edited (its image stays when the form sends none).
 */
export async function saveLandingPageForm(
  deps: SaveFormDeps,
  ownerId: number,
  form: LandingPageForm,
  current: LandingPage | null,
): Promise<Result<PreparedPage, LandingPageFailure>> {
  const problem = validateLandingPage(draftOf(form, current ? 'edit' : 'create'));
  if (problem) return fail({ kind: 'invalid', message: problem });
  if (await libraryProblem(deps, ownerId, form)) {
    return fail({ kind: 'invalid', message: UNKNOWN_FILE_MESSAGE });
  }
  const slug = form.slug.trim();
  const holder = await deps.pages.findBySlug(slug);
  if (holder && holder.id !== current?.id) return fail({ kind: 'slug_taken' });

  const videoIsWebm =
    form.video?.kind === 'upload'
      ? form.video.file.type === 'video/webm'
      : /\.webm$/i.test(form.video?.name ?? '');
  const uploads = [form.image, form.video, videoIsWebm ? form.videoMp4 : null];
  const incoming = uploads.reduce((sum, field) => sum + (field?.kind === 'upload' ? field.file.size : 0), 0);
  if (incoming > 0) {
    const usedBytes = await deps.files.totalSize(ownerId);
    if (usedBytes + incoming > deps.quotaBytes)
      return fail({ kind: 'quota_exceeded', usedBytes, quotaBytes: deps.quotaBytes });
  }
  const stored: StoredFile[] = [];
  let image: string | null;
  let video: string | null;
  let videoMp4: string | null;
  try {
    image = (await store(deps, ownerId, form.image, 'image', stored)) ?? current?.image ?? null;
    video = await store(deps, ownerId, form.video, 'video', stored);
    videoMp4 = videoIsWebm ? await store(deps, ownerId, form.videoMp4, 'video', stored) : null;
  } catch (error) {
    await discardUploads(deps, ownerId, names(stored));
    throw error;
  }
  // The check above was a cheap early refusal; this one decides, under the owner's lock, so
  // concurrent saves never take the library over its quota.
  if (stored.length > 0) {
    const added = await addToLibrary(deps, ownerId, stored);
    if (!added.added)
      return fail({ kind: 'quota_exceeded', usedBytes: added.usedBytes, quotaBytes: deps.quotaBytes });
  }
  const uploaded = names(stored);
  const metaAccessToken = form.metaAccessToken.trim();
  return ok({
    libraryFiles: [image, video, videoMp4].filter((name): name is string => name !== null),
    uploaded,
    content: {
      slug,
      title: form.title.trim(),
      description: form.description.trim(),
      image,
      video,
      videoMp4,
      metaPixelId: form.metaPixelId.trim(),
      metaAccessToken: metaAccessToken === '' ? null : metaAccessToken,
      spotifyUris: form.spotifyUris
        .filter((entry) => entry.uri.trim() !== '')
        .map((entry) => ({ uri: entry.uri.trim(), proportion: entry.proportion })),
      appleMusicUrls: normalised('apple_music', form.appleMusicUrls),
      amazonMusicUrls: normalised('amazon_music', form.amazonMusicUrls),
      youtubeMusicUrls: normalised('youtube_music', form.youtubeMusicUrls),
    },
  });
}

const names = (files: readonly StoredFile[]) => files.map((file) => file.name);

/** Adds the stored uploads to the library within the quota; refused, their bytes are deleted again. */
async function addToLibrary(deps: SaveFormDeps, ownerId: number, stored: readonly StoredFile[]) {
  let added: Awaited<ReturnType<UserFiles['addWithinQuota']>>;
  try {
    added = await deps.files.addWithinQuota(ownerId, stored, deps.quotaBytes);
  } catch (error) {
    await discardUploads(deps, ownerId, names(stored));
    throw error;
  }
  if (!added.added) await discardUploads(deps, ownerId, names(stored));
  return added;
}

/** Removes uploads stored for a save that did not happen, from storage and the library. */
async function discardUploads(deps: SaveFormDeps, ownerId: number, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await deps.files.remove(ownerId, name);
    await deps.storage.delete(storageKey(ownerId, name));
  }
}

/**
 * Runs the page store's save of a prepared page; when it is refused (or throws), the uploads stored
 * for it are removed again, so a failed save leaves nothing in the library or in storage.
 */
export async function savePrepared<T>(
  deps: SaveFormDeps,
  ownerId: number,
  prepared: PreparedPage,
  save: () => Promise<Result<T, SaveConflict>>,
): Promise<Result<T, LandingPageFailure>> {
  let saved: Result<T, SaveConflict>;
  try {
    saved = await save();
  } catch (error) {
    await discardUploads(deps, ownerId, prepared.uploaded);
    throw error;
  }
  if (saved.ok) return saved;
  await discardUploads(deps, ownerId, prepared.uploaded);
  return fail(
    saved.error === 'slug_taken'
      ? { kind: 'slug_taken' }
      : { kind: 'invalid', message: UNKNOWN_FILE_MESSAGE },
  );
}
