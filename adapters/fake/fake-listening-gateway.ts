import {
  type ArtistListeningAnswer,
  type AudienceDay,
  type ExportRow,
  type ImportAnswer,
  type ImportEntry,
  type ImportUpload,
  importedMessage,
  importPeriod,
  parseExport,
  rowKey,
} from '@domain/listening';
import type {
  KeptItemRef,
  KeptReadingsUpload,
  ListeningGateway,
} from '@domain/ports/browser/listening-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';

interface StoredRow {
  readonly importId: number;
  readonly artistKey: string;
  readonly kind: ImportUpload['kind'];
  readonly values: ExportRow['values'];
  readonly period: { readonly start: string; readonly end: string } | null;
  readonly song: string | null;
}

const TODAY = '2026-01-28';

/**
 * An in-memory ListeningGateway for the fake backend, reading files with the same domain rules as
 * the server (parseExport): merged by day, song or playlist and period, a 422-style mapping step.
 */
export class FakeListeningGateway implements ListeningGateway {
  private readonly rows = new Map<string, StoredRow>();
  private readonly entries: ImportEntry[] = [];
  private nextId = 1;

  async artistListening(artistKey: string): Promise<RemoteResult<ArtistListeningAnswer>> {
    const of = (kind: StoredRow['kind']) =>
      [...this.rows.values()].filter((row) => row.artistKey === artistKey && row.kind === kind);
    const audience = of('audience')
      .map(({ values }) => values as unknown as AudienceDay)
      .sort((a, b) => a.date.localeCompare(b.date));
    const songs = of('songs').map(({ values, period }) => ({
      song: String(values.song),
      track_key: null,
      listeners: values.listeners as number | null,
      streams: values.streams as number | null,
      saves: (values.saves as number | null) ?? null,
      period_start: period!.start,
      period_end: period!.end,
    }));
    const playlists = new Map<string, ArtistListeningAnswer['playlists'][number]>();
    for (const { values, period } of of('playlists')) {
      const title = String(values.title);
      const entry = playlists.get(title) ?? {
        title,
        author: (values.author as string) ?? null,
        playlist_key: null,
        periods: [],
        followers: null,
      };
      playlists.set(title, {
        ...entry,
        periods: [
          ...entry.periods,
          {
            period_start: period!.start,
            period_end: period!.end,
            listeners: values.listeners as number,
            streams: values.streams as number,
          },
        ].sort((a, b) => a.period_start.localeCompare(b.period_start)),
      });
    }
    return { ok: true, value: { audience, songs, song_days: [], playlists: [...playlists.values()] } };
  }

  /** Kept readings go through the same reading and merge as an export, filed under the item. */
  async importKeptReadings(
    item: KeptItemRef,
    upload: KeptReadingsUpload,
  ): Promise<RemoteResult<ImportAnswer>> {
    const answer = await this.importFile(item.key, { ...upload, kind: 'item_history' });
    const entry = this.entries[0];
    if (
      answer.ok &&
      answer.value.outcome === 'imported' &&
      entry?.kind === 'item_history' &&
      entry.subject === null
    )
      this.entries[0] = { ...entry, subject: item.kind };
    return answer;
  }

  async importFile(artistKey: string, upload: ImportUpload): Promise<RemoteResult<ImportAnswer>> {
    const parsed = parseExport(upload.kind, await upload.file.text(), {
      mapping: upload.mapping,
      maxRows: 20_000,
    });
    if (!parsed.ok) {
      const problem = parsed.error;
      if (problem.kind === 'needs_mapping')
        return {
          ok: true,
          value: {
            outcome: 'needs_mapping',
            message: `Some columns could not be placed (${problem.missing.join(', ')}): choose which column is which.`,
            mapping: problem,
          },
        };
      const error =
        problem.kind === 'too_many_rows'
          ? 'The file has too many lines.'
          : problem.kind === 'too_many_columns'
            ? 'The file has too many columns.'
            : problem.message;
      return { ok: false, error, status: 400 };
    }
    const needsPeriod = upload.kind === 'songs' || upload.kind === 'playlists';
    const period = needsPeriod
      ? importPeriod(TODAY, { start: upload.periodStart, end: upload.periodEnd })
      : null;
    if (period && !period.ok) return { ok: false, error: period.error, status: 400 };
    const id = this.nextId++;
    let added = 0;
    let updated = 0;
    for (const row of parsed.value) {
      const key = [
        artistKey,
        upload.kind,
        upload.song ?? '',
        period?.ok ? `${period.value.start}/${period.value.end}` : '',
        rowKey(upload.kind, row),
      ].join('|');
      const before = this.rows.get(key);
      if (before && JSON.stringify(before.values) === JSON.stringify(row.values)) continue;
      before ? updated++ : added++;
      this.rows.set(key, {
        importId: id,
        artistKey,
        kind: upload.kind,
        values: row.values,
        period: period?.ok ? period.value : null,
        song: upload.song ?? null,
      });
    }
    const rows = parsed.value.length;
    if (added + updated > 0)
      this.entries.unshift({
        id,
        item_key: artistKey,
        kind: upload.kind,
        file_name: upload.fileName,
        subject: upload.song ?? null,
        period_start: period?.ok ? period.value.start : null,
        period_end: period?.ok ? period.value.end : null,
        rows,
        created_at: `${TODAY}T12:00:00.000Z`,
      });
    const unchanged = rows - added - updated;
    const message = importedMessage({ rows, added, updated, unchanged });
    return { ok: true, value: { outcome: 'imported', message, rows, added, updated, unchanged } };
  }

  async imports(): Promise<RemoteResult<readonly ImportEntry[]>> {
    return { ok: true, value: [...this.entries] };
  }

  async deleteImport(id: number): Promise<RemoteResult<{ readonly message: string }>> {
    const at = this.entries.findIndex((entry) => entry.id === id);
    if (at < 0) return { ok: false, error: 'No such import.', status: 404 };
    this.entries.splice(at, 1);
    for (const [key, row] of this.rows) if (row.importId === id) this.rows.delete(key);
    return { ok: true, value: { message: 'Import deleted' } };
  }
}
