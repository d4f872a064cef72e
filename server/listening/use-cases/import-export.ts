import {
  addDays,
  type ColumnMapping,
  type ExportProblem,
  type ExportRow,
  type ImportKind,
  importPeriod,
  parseExport,
  songMatcher,
  songNameProblem,
  type TrackToMatch,
} from '@domain/listening';
import { plural } from '@domain/formatting';
import type { TrackedKind } from '@domain/tracking';
import { fail, ok, type Result } from '../../platform/result';
import type { ImportRows, ListeningImport, ListeningPorts, MergeCounts } from '../ports';
import { itemMatcher } from './match-items';

/** What one upload holds: one file of one kind, for an artist (or, a kept history, a tracked item). */
export interface ImportFile {
  readonly userId: number;
  /** The artist's key; for a kept history, the tracked item's key. */
  readonly itemKey: string;
  readonly kind: ImportKind;
  readonly fileName: string;
  readonly text: string;
  readonly mapping?: ColumnMapping;
  /** The period a songs or playlists table covers (default: the 28 days ending today). */
  readonly period?: { readonly start?: string; readonly end?: string };
  /** The song a song timeline is about. */
  readonly song?: string;
  /** The kind of the tracked item a kept history is about. */
  readonly itemKind?: TrackedKind;
}

export type ImportFailure =
  | ExportProblem
  | { readonly kind: 'bad_request'; readonly message: string }
  | { readonly kind: 'not_tracked'; readonly message: string }
  | { readonly kind: 'quota'; readonly message: string };

/** Limits of the import (docs/product.md, "Limits"). */
export const IMPORT_LIMITS = {
  /** Lines of figures one file may hold: the audience timeline since 2015 is about 4,000 days. */
  rowsPerFile: 20_000,
  /** Rows an account keeps across all its imports. */
  rowsPerAccount: 500_000,
  importsPerAccount: 2_000,
} as const;

/**
 * Reads one uploaded file whole and merges its rows into the account's (docs/product.md, "Importing
 * your own numbers"): a file that cannot be read, needs its columns placed, or breaks a rule is
 * refused with nothing stored; re-importing the same file changes nothing and says so.
 */
export async function importExport(
  deps: ListeningPorts,
  file: ImportFile,
): Promise<
  Result<MergeCounts & { readonly import: ListeningImport | null; readonly rows: number }, ImportFailure>
> {
  const usage = await deps.store.usage(file.userId);
  if (usage.imports >= IMPORT_LIMITS.importsPerAccount)
    return fail(
      quota(
        `You have ${IMPORT_LIMITS.importsPerAccount.toLocaleString('en-US')} imports; delete some to import more.`,
      ),
    );
  const today = deps.clock.now().toISOString().slice(0, 10);
  const parsed = parseExport(file.kind, file.text, {
    mapping: file.mapping,
    maxRows: IMPORT_LIMITS.rowsPerFile,
    // A day of slack: a reading kept in a time zone ahead of UTC may already be dated tomorrow.
    lastDay: addDays(today, 1),
  });
  if (!parsed.ok) return parsed;
  if (usage.rows + parsed.value.length > IMPORT_LIMITS.rowsPerAccount)
    return fail(
      quota(
        `Your imports hold ${plural(usage.rows, 'row')} of the ${IMPORT_LIMITS.rowsPerAccount.toLocaleString('en-US')} an account may keep; delete some imports to import more.`,
      ),
    );
  const period =
    file.kind === 'songs' || file.kind === 'playlists' ? importPeriod(today, file.period ?? {}) : null;
  if (period && !period.ok) return fail({ kind: 'bad_request', message: period.error });
  const [tracked, tracks] = await Promise.all([
    deps.titles.ofUser(file.userId),
    file.kind === 'songs' ? deps.titles.tracksOf(file.userId) : [],
  ]);
  const rows = await rowsOf(file, parsed.value, period?.ok ? period.value : null, { tracked, tracks });
  if (!rows.ok) return rows;
  const merged = await deps.store.merge(
    {
      userId: file.userId,
      itemKey: file.itemKey,
      fileName: file.fileName,
      subject:
        file.kind === 'song_timeline'
          ? (file.song ?? null)
          : file.kind === 'item_history'
            ? (file.itemKind ?? null)
            : null,
      periodStart: period?.ok ? period.value.start : null,
      periodEnd: period?.ok ? period.value.end : null,
      at: deps.clock.now(),
    },
    rows.value,
  );
  return ok({ ...merged, rows: parsed.value.length });
}

const quota = (message: string) => ({ kind: 'quota', message }) as const;
const text = (row: ExportRow, field: string) => row.values[field] as string | null;
const count = (row: ExportRow, field: string) => row.values[field] as number | null;

async function rowsOf(
  file: ImportFile,
  parsed: readonly ExportRow[],
  period: { start: string; end: string } | null,
  { tracked, tracks }: { tracked: Parameters<typeof itemMatcher>[0]; tracks: readonly TrackToMatch[] },
): Promise<Result<ImportRows, ImportFailure>> {
  const match = itemMatcher(tracked);
  const matchSong = songMatcher(tracks);
  // The export is one artist's: its name stands for a row's artist when the file has no such column.
  const exportArtist =
    tracked.find((item) => item.kind === 'artist' && item.key === file.itemKey)?.name ?? null;
  const during = { period_start: period?.start ?? '', period_end: period?.end ?? '' };
  switch (file.kind) {
    case 'audience':
      return ok({
        kind: 'audience',
        rows: parsed.map((row) => ({
          date: text(row, 'date')!,
          listeners: count(row, 'listeners'),
          streams: count(row, 'streams'),
          followers: count(row, 'followers'),
        })),
      });
    case 'songs':
      return ok({
        kind: 'songs',
        rows: parsed.map((row) => ({
          song: text(row, 'song')!,
          track_key: matchSong({
            song: text(row, 'song')!,
            link: text(row, 'link'),
            isrc: text(row, 'isrc'),
            artist: text(row, 'artist') ?? exportArtist,
          }),
          listeners: count(row, 'listeners'),
          streams: count(row, 'streams'),
          saves: count(row, 'saves'),
          release_date: text(row, 'release_date'),
          ...during,
        })),
      });
    case 'playlists':
      return ok({
        kind: 'playlists',
        rows: parsed.map((row) => ({
          title: text(row, 'title')!,
          author: text(row, 'author'),
          playlist_key: match.playlist(text(row, 'title')!, text(row, 'link')),
          listeners: count(row, 'listeners')!,
          streams: count(row, 'streams')!,
          date_added: text(row, 'date_added'),
          ...during,
        })),
      });
    case 'song_timeline': {
      const problem = songNameProblem(file.song);
      if (problem !== null) return fail({ kind: 'bad_request', message: problem });
      const song = file.song!.trim();
      return ok({
        kind: 'song_timeline',
        song,
        rows: parsed.map((row) => ({
          date: text(row, 'date')!,
          listeners: count(row, 'listeners'),
          streams: count(row, 'streams'),
        })),
      });
    }
    case 'item_history': {
      const kind = file.itemKind;
      if (!kind || !tracked.some((item) => item.kind === kind && item.key === file.itemKey))
        return fail({
          kind: 'not_tracked',
          message: 'Track this item first: kept readings go beside the checks we take.',
        });
      return ok({
        kind: 'item_history',
        item: { kind, key: file.itemKey },
        rows: parsed.map((row) => ({ date: text(row, 'date')!, count: count(row, 'count')! })),
      });
    }
  }
}
