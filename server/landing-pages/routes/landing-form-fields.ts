import { z } from 'zod';
import { jsonProblem } from '../../http/input-guard';
import { type Result, fail, ok } from '../../platform/result';
import type { FileField, LandingPageForm } from '../landing-page-form';
import type { ReadForm } from './landing-form-reader';

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`).default('');
const proportion = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(?:\.\d+)?$/, 'must be a number')
    .transform(Number),
]);
const urlList = z.array(z.string().max(2000)).max(50);

const textFields = z.object({
  slug: text(100),
  title: text(200),
  description: text(5000),
  meta_pixel_id: text(100),
  meta_access_token: text(1000),
  image: text(100),
  video: text(100),
  video_mp4: text(100),
});

const listFields = {
  spotify_uris: z.array(z.object({ uri: z.string().max(300), proportion })).max(50),
  apple_music_urls: urlList,
  amazon_music_urls: urlList,
  youtube_music_urls: urlList,
} as const;

/** JSON array fields: missing or empty means an empty list. */
function parseList<T>(name: keyof typeof listFields, raw: string | undefined): Result<T, string> {
  if (raw === undefined || raw.trim() === '') return ok([] as T);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fail(`${name} must be a JSON array`);
  }
  const problem = jsonProblem(json, name);
  if (problem) return fail(problem);
  const parsed = listFields[name].safeParse(json);
  if (!parsed.success) return fail(`Invalid ${name}: ${parsed.error.issues[0]?.message ?? 'bad value'}`);
  return ok(parsed.data as T);
}

/** A media field: the uploaded file if one came, else the library name typed in the text field. */
function fileField(read: ReadForm, name: 'image' | 'video' | 'video_mp4', existing: string): FileField {
  const upload = read.files[name];
  if (upload) return { kind: 'upload', file: upload };
  return existing.trim() === '' ? null : { kind: 'existing', name: existing.trim() };
}

/**
 * The multipart fields of `POST /api/landing-pages` and `PUT /api/landing-pages/{slug}` as the
 * use cases take them: text fields, the four lists as JSON arrays, and each of `image`, `video`,
 * `video_mp4` as a file or as the name of a file already in the owner's library.
 */
export function landingFormOf(read: ReadForm): Result<LandingPageForm, string> {
  const parsed = textFields.safeParse(read.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `Invalid ${String(issue?.path[0] ?? 'field')}: ${issue?.message ?? 'bad value'}`,
    };
  }
  const f = parsed.data;
  const spotifyUris = parseList<LandingPageForm['spotifyUris']>('spotify_uris', read.fields.spotify_uris);
  if (!spotifyUris.ok) return spotifyUris;
  const lists: Record<'apple_music_urls' | 'amazon_music_urls' | 'youtube_music_urls', string[]> = {
    apple_music_urls: [],
    amazon_music_urls: [],
    youtube_music_urls: [],
  };
  for (const name of Object.keys(lists) as Array<keyof typeof lists>) {
    const list = parseList<string[]>(name, read.fields[name]);
    if (!list.ok) return list;
    lists[name] = list.value;
  }
  return {
    ok: true,
    value: {
      slug: f.slug,
      title: f.title,
      description: f.description,
      metaPixelId: f.meta_pixel_id,
      metaAccessToken: f.meta_access_token,
      spotifyUris: spotifyUris.value,
      appleMusicUrls: lists.apple_music_urls,
      amazonMusicUrls: lists.amazon_music_urls,
      youtubeMusicUrls: lists.youtube_music_urls,
      image: fileField(read, 'image', f.image),
      video: fileField(read, 'video', f.video),
      videoMp4: fileField(read, 'video_mp4', f.video_mp4),
    },
  };
}
