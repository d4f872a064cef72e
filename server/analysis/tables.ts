// Kysely row types of the analysis tables (migration 030). Added to `DB` in server/db/schema.ts.
import type { ColumnType } from 'kysely';
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

export interface AnalysisTables {
  analysis_cache: AnalysisCacheTable;
}
