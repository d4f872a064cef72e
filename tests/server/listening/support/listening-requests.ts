import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import {
  createTestApp,
  type SignedInUser,
  type TestApp,
  type TestAppOptions,
} from '../../../support/test-app';
import { multipart } from '../../landing-pages/support/multipart';

/** A demo catalog artist's id (any well-formed key works: imports are the account's own rows). */
export const ARTIST = 'XujtiSeuTlRVBIerPJKtYq';

/** `POST /api/artist/{id}/listening/imports` as the import form sends it. */
export function importFile(
  app: FastifyInstance,
  user: SignedInUser,
  fields: Record<string, string>,
  csv: string,
  options: { url?: string; filename?: string } = {},
) {
  const body = multipart(fields, {
    file: { bytes: Buffer.from(csv, 'utf8'), filename: options.filename ?? 'export.csv', type: 'text/csv' },
  });
  return app.inject({
    method: 'POST',
    url: options.url ?? `/api/artist/${ARTIST}/listening/imports`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

export const getAs = (app: FastifyInstance, url: string, user?: SignedInUser) =>
  app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

/** The three Spotify for Artists exports in their documented layouts. */
export const AUDIENCE_CSV = [
  'date,listeners,streams,followers',
  '2026-01-01,1204,3310,52010',
  '2026-01-02,1320,3604,52066',
  '2026-01-03,1290,3550,52101',
].join('\n');

export const SONGS_CSV = [
  'song,listeners,streams,saves,release_date,views',
  'All My Gold,"11,386","26,375",1648,2018-09-30,17',
  'Slow Forever,8774,15825,,2018-09-30,3',
].join('\r\n');

export const PLAYLIST_KEY = 'Yxz4vVXKuq6oBCCwOpZBkZ';
export const PLAYLISTS_CSV = [
  'title,author,listeners,streams,date_added,link',
  `Best of 2020,Jordan P.,2,3,2025-10-01,https://open.spotify.com/playlist/${PLAYLIST_KEY}?si=abc`,
  'Release Radar,Spotify,1510,2696,,',
].join('\n');

/**
 * One composed test app (PGlite) for the enclosing `describe`, like useTestApp, with room for a
 * busy runner to start it.
 */
export function useListeningApp(options: TestAppOptions = {}): { readonly current: TestApp } {
  const holder = { current: undefined as unknown as TestApp };
  beforeAll(async () => {
    holder.current = await createTestApp(options);
  }, 300_000);
  afterAll(async () => {
    await holder.current?.close();
  }, 120_000);
  return holder;
}
