import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md#seams: a feature's tables are named only in its own folder (its adapters);
// other features read them through its query ports. Migrations and the composed DB type are exempt.
// The snapshot thinning SQL is migration 081's as much as tracking's (both run it), so it sits with the migrations.
const EXEMPT = ['server/db/migrations/', 'server/db/schema.ts', 'server/db/snapshot-thinning-sql.ts'];

/** Each feature's tables, read from the row types in its `tables.ts` (`name: SomethingTable;`). */
function ownedTables(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const feature of readdirSync('server', { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    let source: string;
    try {
      source = readFileSync(path.join('server', feature.name, 'tables.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const [, table] of source.matchAll(/^\s+([a-z][a-z0-9_]*): \w+Table;$/gm)) {
      owners.set(table!, feature.name);
    }
  }
  return owners;
}

/**
 * Whether `source` names `table` as SQL: a quoted identifier as Kysely takes it (`'item_snapshots'`,
 * `'tracked_items as t'`, `'user_tracking.user_id'`), or after a keyword in a `sql` template.
 */
function namesTable(source: string, table: string): boolean {
  const quoted = new RegExp(`['"]${table}(\\s+as\\s+\\w+|\\.\\w+)?['"]`);
  const inSql = new RegExp(`\\b(from|join|into|update|table)\\s+${table}\\b`, 'i');
  return quoted.test(source) || inSql.test(source);
}

function serverFiles(folder = 'server'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name).split(path.sep).join('/');
    if (entry.isDirectory()) return serverFiles(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

describe('each feature owns its tables', () => {
  const owners = ownedTables();

  it('finds the tables of every feature', () => {
    expect(owners.get('item_snapshots')).toBe('tracking');
    expect(owners.get('user_settings')).toBe('accounts');
    expect(owners.get('telegram_links')).toBe('telegram');
    expect(owners.get('webhook_deliveries')).toBe('alerts');
    expect(new Set(owners.values())).toEqual(
      new Set([
        'accounts',
        'site',
        'tracking',
        'analysis',
        'telegram',
        'landing-pages',
        'http',
        'alerts',
        'data-sources',
        'item-links',
        'listening',
      ]),
    );
  });

  it('recognises a table named as SQL, and not a field that shares its name', () => {
    expect(namesTable(".selectFrom('item_snapshots')", 'item_snapshots')).toBe(true);
    expect(namesTable(".innerJoin('tracked_items as t', 't.id', 'u.item_id')", 'tracked_items')).toBe(true);
    expect(namesTable(".whereRef('user_tracking.user_id', '=', 'users.id')", 'user_tracking')).toBe(true);
    expect(namesTable('sql`select * from user_settings us`', 'user_settings')).toBe(true);
    expect(namesTable('sql`\n  join users u on u.id = ut.user_id`', 'users')).toBe(true);
    expect(namesTable('tracked_items: account.trackedItems,', 'tracked_items')).toBe(false);
    expect(namesTable("schema: { users: 'array' }", 'users')).toBe(false);
  });

  it("no file outside a feature's folder names its tables (migrations and schema.ts aside)", () => {
    const offenders: string[] = [];
    for (const file of serverFiles()) {
      if (EXEMPT.some((exempt) => file.startsWith(exempt))) continue;
      const source = readFileSync(file, 'utf8');
      for (const [table, owner] of owners) {
        if (file.startsWith(`server/${owner}/`)) continue;
        if (namesTable(source, table)) offenders.push(`${file} names ${owner}'s ${table}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("docs/architecture.md's seams table lists the tables each feature owns", () => {
    const documented = new Map<string, Set<string>>();
    for (const [, feature, tables] of readFileSync('docs/architecture.md', 'utf8').matchAll(
      /^\| ([a-z-]+) \| ([^|]*) \|/gm,
    )) {
      documented.set(feature!, new Set([...tables!.matchAll(/`([a-z0-9_]+)`/g)].map(([, table]) => table!)));
    }
    const owned = new Map<string, Set<string>>();
    for (const [table, owner] of owners) owned.set(owner, (owned.get(owner) ?? new Set()).add(table));
    // The HTTP edge's rate-limit windows are shared platform state, not a feature's.
    owned.delete('http');
    for (const [feature, tables] of owned) expect(documented.get(feature), feature).toEqual(tables);
  });
});
