// `LOAD_QUERY_STATS=/tmp/queries.txt`: the load server (on PGlite) writes there, when stopped, each
// statement's count and total time, to find the queries a load spends its time in.
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

export function recordQueryStats(file: string): () => void {
  const stats = new Map<string, { count: number; ms: number; rows: number }>();
  // The slowest single statements, with when they ran: on PGlite each one holds the event loop.
  const slowest: Array<{ at: number; ms: number; sql: string }> = [];
  const original = PGlite.prototype.query;
  PGlite.prototype.query = async function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    const started = performance.now();
    const result = await original.apply(this, args);
    const key = String(args[0]).replace(/\s+/g, ' ').slice(0, 160);
    const entry = stats.get(key) ?? { count: 0, ms: 0, rows: 0 };
    const ms = performance.now() - started;
    entry.count++;
    entry.ms += ms;
    if (ms >= 10) slowest.push({ at: started / 1000, ms, sql: key.slice(0, 100) });
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
    const slow = slowest.map(
      ({ at, ms, sql }) => `at ${at.toFixed(1).padStart(6)} s ${ms.toFixed(1).padStart(7)} ms  ${sql}`,
    );
    writeFileSync(file, `${lines.join('\n')}\n\nstatements of 10 ms or more:\n${slow.join('\n')}\n`);
  };
}
