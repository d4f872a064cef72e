import type { Kysely, Selectable } from 'kysely';
import type { AudienceDay, PlaylistListening, SongListening } from '@domain/listening';
import type { DB } from '../../db/schema';
import type {
  ImportedItem,
  ImportedReading,
  ImportHeader,
  ImportRows,
  ListeningImport,
  ListeningStore,
  MergeCounts,
  SongDay,
} from '../ports';
import type { ListeningImportsTable } from '../tables';
import { MERGE_TARGETS, ROW_TABLES } from './listening-tables';
import { keptReadingsOf } from './kept-readings-of';
import { mergeRows } from './merge-rows-sql';
import { playlistsOf } from './playlists-of';

/** The account's imports and their rows on the listening tables (migration 090). */
export class KyselyListeningStore implements ListeningStore {
  constructor(
    private readonly db: Kysely<DB>,
    /** Told of each account whose imports a committed write changed (the cached reads). */
    private readonly changed: (userId: number) => void = () => undefined,
  ) {}

  async merge(
    header: ImportHeader,
    file: ImportRows,
  ): Promise<MergeCounts & { import: ListeningImport | null }> {
    const merged = await this.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('listening_imports')
        .values({
          user_id: header.userId,
          item_key: header.itemKey,
          kind: file.kind,
          file_name: header.fileName,
          subject: header.subject,
          period_start: header.periodStart,
          period_end: header.periodEnd,
          rows: file.rows.length,
          added: 0,
          updated: 0,
          created_at: header.at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const owned = { user_id: header.userId, artist_key: header.itemKey };
      const counts = await mergeRows(trx, MERGE_TARGETS[file.kind], created.id, storedRows(owned, file));
      if (counts.added + counts.updated === 0) {
        await trx.deleteFrom('listening_imports').where('id', '=', created.id).execute();
        return { ...counts, import: null };
      }
      const kept = await trx
        .updateTable('listening_imports')
        .set({ added: counts.added, updated: counts.updated })
        .where('id', '=', created.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { ...counts, import: importOf(kept) };
    });
    if (merged.import !== null) this.changed(header.userId);
    return merged;
  }

  async list(userId: number): Promise<ListeningImport[]> {
    const rows = await this.db
      .selectFrom('listening_imports')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(importOf);
  }

  async delete(userId: number, importId: number): Promise<boolean> {
    const deleted = await this.db
      .deleteFrom('listening_imports')
      .where('id', '=', importId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (deleted.numDeletedRows > 0n) this.changed(userId);
    return deleted.numDeletedRows > 0n;
  }

  async usage(userId: number): Promise<{ rows: number; imports: number }> {
    const counts = await Promise.all(
      [...ROW_TABLES, 'listening_imports' as const].map((table) =>
        this.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ),
    );
    const numbers = counts.map((row) => Number(row.count));
    return {
      rows: numbers.slice(0, -1).reduce((sum, count) => sum + count, 0),
      imports: numbers.at(-1) ?? 0,
    };
  }

  async audience(userId: number, artistKey: string): Promise<AudienceDay[]> {
    return this.db
      .selectFrom('listening_audience_days')
      .select(['day as date', 'listeners', 'streams', 'followers'])
      .where('user_id', '=', userId)
      .where('artist_key', '=', artistKey)
      .orderBy('day')
      .execute();
  }

  async songs(userId: number, artistKey: string): Promise<SongListening[]> {
    return this.db
      .selectFrom('listening_song_periods')
      .select(['song', 'track_key', 'listeners', 'streams', 'saves', 'period_start', 'period_end'])
      .where('user_id', '=', userId)
      .where('artist_key', '=', artistKey)
      .orderBy('period_start')
      .orderBy('song_token')
      .execute();
  }

  async songDays(userId: number, artistKey: string): Promise<Array<{ song: string; days: SongDay[] }>> {
    const rows = await this.db
      .selectFrom('listening_song_days')
      .select(['song_token', 'song', 'day', 'listeners', 'streams'])
      .where('user_id', '=', userId)
      .where('artist_key', '=', artistKey)
      .orderBy('song_token')
      .orderBy('day')
      .execute();
    const bySong = new Map<string, { song: string; days: SongDay[] }>();
    for (const row of rows) {
      const entry = bySong.get(row.song_token) ?? { song: row.song, days: [] };
      entry.days.push({ date: row.day, listeners: row.listeners, streams: row.streams });
      bySong.set(row.song_token, entry);
    }
    return [...bySong.values()];
  }

  async playlists(userId: number, artistKey: string): Promise<PlaylistListening[]> {
    const rows = await this.db
      .selectFrom('listening_playlist_periods')
      .selectAll()
      .where('user_id', '=', userId)
      .where('artist_key', '=', artistKey)
      .orderBy('period_start')
      .execute();
    return playlistsOf(rows);
  }

  async importedReadings(userId: number, item: ImportedItem): Promise<ImportedReading[]> {
    return keptReadingsOf(this.db, userId, item);
  }
}

function importOf(row: Selectable<ListeningImportsTable>): ListeningImport {
  return {
    id: row.id,
    itemKey: row.item_key,
    kind: row.kind,
    fileName: row.file_name,
    subject: row.subject,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    rows: row.rows,
    createdAt: new Date(row.created_at),
  };
}

type Owned = { readonly user_id: number; readonly artist_key: string };
type StoredRow = Readonly<Record<string, string | number | null>>;

/** One file's rows as the columns of its table. */
function storedRows(owned: Owned, file: ImportRows): StoredRow[] {
  switch (file.kind) {
    case 'audience':
      return file.rows.map(({ date, ...figures }) => ({ ...owned, day: date, ...figures }));
    case 'songs':
      return file.rows.map((row) => ({ ...owned, ...row, song_token: row.song.toLowerCase() }));
    case 'song_timeline':
      return file.rows.map(({ date, ...figures }) => ({
        ...owned,
        song_token: file.song.toLowerCase(),
        song: file.song,
        day: date,
        ...figures,
      }));
    case 'playlists':
      return file.rows.map((row) => ({
        ...owned,
        ...row,
        playlist_token: row.playlist_key ?? row.title.toLowerCase(),
      }));
    case 'item_history':
      return file.rows.map(({ date, count }) => ({
        user_id: owned.user_id,
        kind: file.item.kind,
        item_key: file.item.key,
        day: date,
        count,
      }));
  }
}
