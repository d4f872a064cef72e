import type { FastifyInstance } from 'fastify';
import type { SignedInUser } from '../../../support/test-app';
import { png } from './media-bytes';
import { type FilePart, multipart } from './multipart';

export const TRACK_URI = 'spotify:track:4uLU6hMCjMI75M1A2tKUQC';

/** The manager form's text fields for a valid page; override what a test is about. */
export function formFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    slug: 'summer-launch',
    title: 'Summer launch',
    description: 'New single out now',
    meta_pixel_id: '1234567890',
    meta_access_token: '',
    spotify_uris: JSON.stringify([{ uri: TRACK_URI, proportion: 100 }]),
    apple_music_urls: '[]',
    amazon_music_urls: '[]',
    youtube_music_urls: '[]',
    ...overrides,
  };
}

export const coverImage = (bytes = png()): FilePart => ({ bytes, filename: 'cover.png', type: 'image/png' });

/** `POST /api/landing-pages` (or `PUT …/{slug}` with `slug`) as the manager sends it. */
export function sendForm(
  app: FastifyInstance,
  user: SignedInUser,
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
  slug?: string,
) {
  const body = multipart(fields, files);
  return app.inject({
    method: slug ? 'PUT' : 'POST',
    url: slug ? `/api/landing-pages/${slug}` : '/api/landing-pages',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

export const getJson = (app: FastifyInstance, url: string, user?: SignedInUser) =>
  app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
