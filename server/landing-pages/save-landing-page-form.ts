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
  UserFiles,
} from './ports';
import { type Result, fail } from '../platform/result';
import type { FileField, LandingPageFailure, LandingPageForm } from './landing-page-form';
import { storageKey } from './storage-keys';

export interface SaveFormDeps {
  readonly pages: LandingPages;
  readonly files: UserFiles;
  readonly storage: FileStorage;
  readonly fileNames: FileNames;
  readonly now: Date;
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

/** Stores an upload under a fresh name in the owner's library; answers the name. */
async function store(
  deps: SaveFormDeps,
  ownerId: number,
  field: FileField,
  kind: MediaKind,
): Promise<string | null> {
  if (field === null) return null;
  if (field.kind === 'existing') return field.name;
  const name = `${deps.fileNames()}.${field.file.extension}`;
  await deps.storage.put(storageKey(ownerId, name), field.file);
  await deps.files.add({
    ownerId,
    name,
    kind,
    contentType: field.file.type,
    size: field.file.size,
    createdAt: deps.now,
  });
  return name;
}

/**
 * The step creating and updating a page share. Checks a submitted form with the domain's landing-page rules (the same the browser runs),
 * checks library files and slug, then stores the uploads and answers the page content to save.
 * `current` is the page being edited (its image stays when the form sends none).
 */
export async function saveLandingPageForm(
  deps: SaveFormDeps,
  ownerId: number,
  form: LandingPageForm,
  current: LandingPage | null,
): Promise<Result<LandingPageContent, LandingPageFailure>> {
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
  const image = (await store(deps, ownerId, form.image, 'image')) ?? current?.image ?? null;
  const video = await store(deps, ownerId, form.video, 'video');
  const videoMp4 = videoIsWebm ? await store(deps, ownerId, form.videoMp4, 'video') : null;
  const metaAccessToken = form.metaAccessToken.trim();
  return {
    ok: true,
    value: {
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
  };
}
