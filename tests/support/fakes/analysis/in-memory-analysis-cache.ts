import type { AnalysisCache, AnalysisCacheKey, CachedAnalysis } from '@server/analysis/ports';

/** The analysis cache in a Map (tests): one entry per playlist, replaced on write. */
export class InMemoryAnalysisCache implements AnalysisCache {
  private readonly entries = new Map<string, { key: AnalysisCacheKey; analysis: CachedAnalysis }>();

  async get(key: AnalysisCacheKey): Promise<CachedAnalysis | null> {
    const entry = this.entries.get(key.playlistId);
    if (!entry || entry.key.day !== key.day || entry.key.version !== key.version) return null;
    return structuredClone(entry.analysis);
  }

  async put(key: AnalysisCacheKey, analysis: CachedAnalysis): Promise<void> {
    this.entries.set(key.playlistId, { key, analysis: structuredClone(analysis) });
  }
}
