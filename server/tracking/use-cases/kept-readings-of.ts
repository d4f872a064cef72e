import { type KeptReading, withKeptReadings } from '@domain/analytics';
import type { TrackedKind } from '@domain/tracking';
import type { KeptReadings } from '../ports';

/** Who asks for an item's history: the account's kept readings join it (signed-in reads only). */
export interface HistoryViewer {
  readonly spotifyId: string;
  /** The signed-in caller; without it the history has our checks alone. */
  readonly userId?: number;
}

/** The caller's kept readings of the item; none without a caller or without the listening feature. */
export async function keptReadingsOf(
  deps: { readonly kept?: KeptReadings },
  kind: TrackedKind,
  { spotifyId, userId }: HistoryViewer,
): Promise<readonly KeptReading[]> {
  if (userId === undefined || !deps.kept) return [];
  return deps.kept.keptReadings(userId, { kind, key: spotifyId });
}

/**
 * Our checks with the caller's kept readings among them, oldest first (withKeptReadings: ours win on
 * a day both exist); the very list of our checks when it kept none, so cached answers stay shared.
 */
export async function withImportedEntries<Row extends { readonly checked_at: string }>(
  deps: { readonly kept?: KeptReadings },
  kind: TrackedKind,
  viewer: HistoryViewer,
  ours: readonly Row[],
  importedRow: (reading: KeptReading, checkedAt: string) => Row,
): Promise<readonly Row[]> {
  const kept = await keptReadingsOf(deps, kind, viewer);
  if (kept.length === 0) return ours;
  return withKeptReadings(ours, kept, importedRow).map(({ row }) => row);
}
