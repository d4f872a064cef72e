import { DemoMusicService } from '@server/catalog';
import { systemClock } from '@server/platform/system-clock';
import { type LoadFixtures, searchPath } from './load-mix';

const DEMO_USER = { email: 'demo@chartpulse.local', password: 'Demo-Pulse-2024!' };

const cookiePairs = (response: Response) =>
  response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);

/** Signs the demo user in as the SPA does; returns the cookies and the CSRF token to send. */
async function signIn(base: string): Promise<{ cookie: string; csrf: string }> {
  const issued = await fetch(`${base}/api/get-csrf-token`);
  const { csrf_token: firstToken } = (await issued.json()) as { csrf_token: string };
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': firstToken,
      cookie: `csrf_access_token=${firstToken}`,
    },
    body: JSON.stringify(DEMO_USER),
  });
  if (!login.ok) throw new Error(`demo login answered ${login.status}: ${await login.text()}`);
  const cookies = new Map([['csrf_access_token', firstToken]]);
  for (const pair of cookiePairs(login)) {
    const [name, value] = pair.split('=') as [string, string];
    cookies.set(name, value);
  }
  return {
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    csrf: cookies.get('csrf_access_token')!,
  };
}

async function getJson<T>(url: string, headers?: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Reads what the mix needs from the running server and the demo catalog it serves, and warms the
 * cache with the searches and items the mix counts as cached.
 */
export async function prepareLoadFixtures(base: string, connections: number): Promise<LoadFixtures> {
  const catalog = new DemoMusicService(systemClock).catalog();
  const { cookie, csrf } = await signIn(base);
  const signedIn = { cookie };
  const lists = {
    playlists: await getJson<{ playlists: Array<{ spotify_playlist_id: string }> }>(
      `${base}/api/user/playlists`,
      signedIn,
    ),
    artists: await getJson<{ artists: Array<{ spotify_artist_id: string }> }>(
      `${base}/api/user/artists`,
      signedIn,
    ),
    tracks: await getJson<{ tracks: Array<{ spotify_track_id: string }> }>(
      `${base}/api/user/tracks`,
      signedIn,
    ),
  };
  const trackedTracks = new Set(lists.tracks.tracks.map((track) => track.spotify_track_id));
  const signedInReads = [
    ...lists.playlists.playlists.map((row) => `/api/playlist/${row.spotify_playlist_id}/followers-history`),
    ...lists.artists.artists.map((row) => `/api/artist/${row.spotify_artist_id}/history`),
    ...lists.tracks.tracks.map((row) => `/api/track/${row.spotify_track_id}/popularity-history`),
  ];
  const cachedSearches = [
    ...catalog.artists.slice(0, 6).map((artist) => searchPath(artist.name.slice(0, 3), 'artist')),
    ...catalog.tracks.slice(0, 6).map((track) => searchPath(track.name.split(' ')[0]!, 'track')),
    ...catalog.playlists.slice(0, 4).map((playlist) => searchPath(playlist.name.split(' ')[0]!, 'playlist')),
  ];
  const cachedItems = [
    ...catalog.artists.slice(0, 4).map((artist) => `/api/artist/${artist.id}`),
    ...catalog.tracks.slice(0, 4).map((track) => `/api/track/${track.id}`),
    ...catalog.playlists.slice(0, 4).map((playlist) => `/api/playlist/${playlist.id}`),
  ];
  for (const path of [...cachedSearches, ...cachedItems, ...signedInReads]) {
    await getJson(`${base}${path}`, signedIn);
  }
  const candidates = catalog.tracks.slice(10).filter((track) => !trackedTracks.has(track.id));
  // Twice the connections: a connection whose start timed out keeps its track out of the pool.
  const toggleTracks = candidates.slice(0, connections * 2).map((track) => track.id);
  return {
    cachedSearches,
    cachedItems,
    uncachedTracks: candidates.slice(connections * 2).map((track) => track.id),
    searchWords: catalog.artists.map((artist) => artist.name.split(' ')[0]!),
    signedInReads,
    signedInLists: ['/api/user/artists', '/api/user/tracks', '/api/user/playlists'],
    toggleTracks,
    cookie,
    csrf,
  };
}
