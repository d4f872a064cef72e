// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { TrackedTable } from '../../../src/features/dashboard/tracked-table';

interface Row {
  readonly spotify_artist_id: string;
  readonly artist_name: string;
  readonly popularity: number | null;
  readonly last_checked: string | null;
}
type Column = 'artist_name' | 'popularity' | 'last_checked';

const row = (id: string, name: string, popularity: number | null, lastChecked: string | null): Row => ({
  spotify_artist_id: id,
  artist_name: name,
  popularity,
  last_checked: lastChecked,
});

const ROWS: readonly Row[] = [
  row('a', 'beta', 40, '2024-05-02T10:00:00.000Z'),
  row('b', 'Alpha', null, null),
  row('c', 'gamma', 90, '2024-05-01T10:00:00.000Z'),
];

function tableOf(fetchRows: () => Promise<RemoteResult<readonly Row[]>>) {
  const name = (item: Row) => item.artist_name;
  return new TrackedTable<Column, Row>('artist', fetchRows, (item) => item.spotify_artist_id, {
    name,
    search: name,
  });
}

const ids = (table: TrackedTable<Column, Row>) => table.sortedRows.map((item) => item.spotify_artist_id);

describe('TrackedTable', () => {
  it('keeps the server order until a column is sorted, then flips direction per click', async () => {
    const table = tableOf(async () => ({ ok: true, value: ROWS }));
    await table.load();
    expect(ids(table)).toEqual(['a', 'b', 'c']);
    expect(table.ariaSort('artist_name')).toBe('none');
    table.toggleSort('artist_name');
    expect(ids(table)).toEqual(['b', 'a', 'c']);
    expect(table.ariaSort('artist_name')).toBe('ascending');
    table.toggleSort('artist_name');
    expect(ids(table)).toEqual(['c', 'a', 'b']);
    expect(table.ariaSort('artist_name')).toBe('descending');
    table.toggleSort('popularity');
    expect(table.ariaSort('artist_name')).toBe('none');
    expect(ids(table)).toEqual(['b', 'a', 'c']);
  });

  it('filters by name in any case, keeps the sort, and tells an empty filter from an empty table', async () => {
    const table = tableOf(async () => ({ ok: true, value: ROWS }));
    await table.load();
    table.toggleSort('popularity');
    table.setFilter('  A ');
    expect(ids(table)).toEqual(['b', 'a', 'c']);
    table.setFilter('ALPH');
    expect(ids(table)).toEqual(['b']);
    table.setFilter('zeta');
    expect(ids(table)).toEqual([]);
    expect(table.noMatches).toBe(true);
    expect(table.isEmpty).toBe(false);
  });

  it('hides rows waiting out their undo, and counts a table of only those as empty', async () => {
    const table = tableOf(async () => ({ ok: true, value: [ROWS[0]!] }));
    await table.load();
    expect(table.nameOf('a')).toBe('beta');
    table.hide('a');
    expect(ids(table)).toEqual([]);
    expect(table.isEmpty).toBe(true);
    expect(table.noMatches).toBe(false);
    table.unhide('a');
    expect(ids(table)).toEqual(['a']);
    expect(table.nameOf('zz')).toBeNull();
  });

  it("sorts a never-checked item ('No updates found yet') as the oldest", async () => {
    const table = tableOf(async () => ({ ok: true, value: ROWS }));
    await table.load();
    table.toggleSort('last_checked');
    expect(ids(table)).toEqual(['b', 'c', 'a']);
    table.toggleSort('last_checked');
    expect(ids(table)).toEqual(['a', 'c', 'b']);
  });

  it('keeps only the answer to the latest load', async () => {
    const answers: Array<(result: RemoteResult<readonly Row[]>) => void> = [];
    const table = tableOf(() => new Promise((resolve) => answers.push(resolve)));
    const first = table.load();
    const second = table.load();
    answers[1]?.({ ok: true, value: [ROWS[0]!] });
    await second;
    answers[0]?.({ ok: true, value: ROWS });
    await first;
    expect(ids(table)).toEqual(['a']);
  });

  it('shows an error only when it has nothing to show, and keeps rows through a failed reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: RemoteResult<readonly Row[]> = { ok: false, error: 'down', status: 503 };
    const table = tableOf(async () => answer);
    await table.load();
    expect(table.status).toBe('error');
    answer = { ok: true, value: ROWS };
    await table.load();
    expect(table.status).toBe('ready');
    answer = { ok: false, error: 'down', status: 503 };
    await table.load();
    expect(table.status).toBe('ready');
    expect(table.rows).toHaveLength(3);
  });

  it('is empty only once loaded with no rows', async () => {
    const table = tableOf(async () => ({ ok: true, value: [] }));
    expect(table.isEmpty).toBe(false);
    await table.load();
    expect(table.isEmpty).toBe(true);
  });
});
