// `LOAD_QUERY_STATS=/tmp/queries.txt`: the load server (on PGlite) writes there, when stopped, each
// statement's count and total time, to find the queries a load spends its time in.
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

export function recordQueryStats(file: string): () => void {
  const stats = new Map<string, { count: number; ms: number; rows: number }>();
  const original = PGlite.prototype.query;
  PGlite.prototype.query = async function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    const started = performance.now();
    const result = await original.apply(this, args);
    const key = String(args[0]).replace(/\s+/g, ' ').slice(0, 160);
    const entry = stats.get(key) ?? { count: 0, ms: 0, rows: 0 };
    entry.count++;
    entry.ms += performance.now() - started;
    entry.rows += result.rows.length;
    stats.set(key, entry);
    return result;
  } as PGlite['query'];
  return () => {
    const lines = [...stats]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 40)
      .map(
        ([sql, s]) =>
          `${s.ms.toFixed(0).padStart(7)} ms ${String(s.count).padStart(6)}× ${(s.ms / s.count).toFixed(2).padStart(6)} ms ${String(Math.round(s.rows / s.count)).padStart(5)} rows  ${sql}`,
      );
    writeFileSync(file, `${lines.join('\n')}\n`);
  };
}
