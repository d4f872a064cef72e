import { parseMusicLink } from '@domain/links';
import type { TrackedKind } from '@domain/tracking';

type Titled = { readonly kind: TrackedKind; readonly key: string; readonly name: string };

/**
 * How a playlist of an export finds its item: by its link (a Spotify or Deezer playlist URL or URI),
 * else by its exact name among the playlists the account tracks, when exactly one has it. (A song:
 * domain songMatcher.)
 */
export function itemMatcher(tracked: readonly Titled[]) {
  const byName = (kind: TrackedKind, name: string): string | null => {
    const found = tracked.filter((item) => item.kind === kind && item.name.trim() === name.trim());
    return found.length === 1 ? found[0]!.key : null;
  };
  return {
    playlist(title: string, link: string | null): string | null {
      const parsed = link ? parseMusicLink(link) : null;
      if (parsed?.kind === 'item' && parsed.type === 'playlist') return parsed.key;
      return byName('playlist', title);
    },
  };
}
