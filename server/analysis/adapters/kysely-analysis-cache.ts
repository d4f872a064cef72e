import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AnalysisCache, AnalysisCacheKey, CachedAnalysis } from '../ports';

/** The analysis cache in the `analysis_cache` table: one row per playlist, replaced on write. */
export class KyselyAnalysisCache implements AnalysisCache {
  constructor(private readonly db: Kysely<DB>) {}

  async get(key: AnalysisCacheKey): Promise<CachedAnalysis | null> {
    const row = await this.db
      .selectFrom('analysis_cache')
      .select(['markdown', 'figures'])
      .where('playlist_spotify_id', '=', key.playlistId)
      .where('day', '=', key.day)
      .where('version', '=', key.version)
      .executeTakeFirst();
    return row ? { markdown: row.markdown, figures: row.figures } : null;
  }

  async put(key: AnalysisCacheKey, analysis: CachedAnalysis, at: Date): Promise<void> {
    const values = {
      day: key.day,
      version: key.version,
      markdown: analysis.markdown,
      figures: JSON.stringify(analysis.figures),
      created_at: at,
    };
    await this.db
      .insertInto('analysis_cache')
      .values({ playlist_spotify_id: key.playlistId, ...values })
      .onConflict((conflict) => conflict.column('playlist_spotify_id').doUpdateSet(values))
      .execute();
  }
}
