// Kysely row types of the analysis tables (migrations 030, 043, 073). Added to `DB` in server/db/schema.ts.
import type { ColumnType } from 'kysely';
import type { ReportSnapshot } from '@domain/reports';
import type { AnalysisFigures } from './ports';

/** The latest written analysis of each playlist, with the figures it was written from. */
export interface AnalysisCacheTable {
  playlist_spotify_id: string;
  /** UTC day it was written, `YYYY-MM-DD`. */
  day: string;
  /** Latest snapshot instant and analyst name at the time. */
  version: string;
  markdown: string;
  figures: ColumnType<AnalysisFigures, string, string>;
  created_at: ColumnType<Date, Date | string, Date | string>;
}

/** A share link of a playlist report: its token, its creator and the report's frozen data. */
export interface SharedReportsTable {
  token: string;
  user_id: number;
  playlist_spotify_id: string;
  snapshot: ColumnType<ReportSnapshot, string, string>;
  created_at: ColumnType<Date, Date | string, never>;
  /** Null: never expires (migration 073). */
  expires_at: ColumnType<Date | null, Date | string | null | undefined, never>;
  /** When its creator revoked it; null while it is live. */
  revoked_at: ColumnType<Date | null, never, Date | string>;
}

export interface AnalysisTables {
  analysis_cache: AnalysisCacheTable;
  shared_reports: SharedReportsTable;
}
