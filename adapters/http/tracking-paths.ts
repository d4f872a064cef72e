import { itemPath } from '@domain/links';
import type { AxiosInstance } from 'axios';
import type { TrackedKind } from '@domain/ports/browser/tracking-gateway';

const CSV_FILES: Record<TrackedKind, string> = {
  artist: 'history.csv',
  track: 'popularity-history.csv',
  playlist: 'followers-history.csv',
};

/** Where the browser downloads an item's history as CSV, under the client's API base (`/deezer/…` for a Deezer key). */
export function historyCsvUrl(api: AxiosInstance, kind: TrackedKind, spotifyId: string): string {
  const base = (api.defaults.baseURL ?? '/api').replace(/\/$/, '');
  return `${base}${itemPath(kind, spotifyId)}/${CSV_FILES[kind]}`;
}
