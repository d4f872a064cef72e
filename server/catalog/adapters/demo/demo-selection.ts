import type { TrackedKind } from '@domain/tracking';
import { type DemoCatalog, dayOf } from './demo-model';

export interface DemoItem {
  readonly kind: TrackedKind;
  readonly id: string;
}

/**
 * A deterministic, varied pick from the demo catalog: big and small artists, one hit of each,
 * playlists with bot-like follower spikes within the history window and organic ones.
 */
export function chooseDemoItems(catalog: DemoCatalog, now: Date, days: number): DemoItem[] {
  const today = dayOf(now);
  const firstDay = today - days;
  const artists = [...catalog.artists].sort((a, b) => b.followers.ceiling - a.followers.ceiling);
  const pickedArtists = [0, 6, 40, 150].map((rank) => artists[Math.min(rank, artists.length - 1)]!);
  const tracks = pickedArtists.flatMap((artist) => {
    const own = artist.trackIds.map((id) => catalog.trackById.get(id)!).filter(Boolean);
    const hit = own.sort((a, b) => b.appeal - a.appeal)[0];
    return hit ? [hit.id] : [];
  });
  const existing = catalog.playlists.filter((playlist) => playlist.createdDay <= firstDay);
  const spiked = existing.filter((playlist) =>
    playlist.botBursts.some((burst) => burst.day > firstDay && burst.day < today),
  );
  const organic = existing.filter((playlist) => playlist.botBursts.length === 0 && playlist.cadenceDays > 0);
  const playlists = [...spiked.slice(0, 3), ...organic.slice(0, 2)];
  return [
    ...[...new Set(pickedArtists.map((artist) => artist.id))].map((id) => ({ kind: 'artist' as const, id })),
    ...[...new Set(tracks)].map((id) => ({ kind: 'track' as const, id })),
    ...playlists.map((playlist) => ({ kind: 'playlist' as const, id: playlist.id })),
  ];
}
