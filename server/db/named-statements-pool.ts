import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { REPEATED_STATEMENT, resultTypeChanged } from './repeated-statements';

/**
 * Which statement texts are sent as named prepared statements: a text the second time it is seen,
 * up to `limit` texts (the hot ones come first; lists of varying length make texts without end).
 * node-postgres then parses each once per connection and PostgreSQL keeps its plan.
 */
class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly seenOnce = new Set<string>();
  private readonly refused = new Set<string>();
  /** Never reused: node-postgres refuses a name it prepared for another text. */
  private serial = 0;

  constructor(private readonly limit: number) {}

  nameOf(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined || this.names.size >= this.limit || this.refused.has(text)) return name;
    if (!REPEATED_STATEMENT.test(text)) return undefined;
    if (!this.seenOnce.has(text)) {
      if (this.seenOnce.size >= this.limit * 10) this.seenOnce.clear();
      this.seenOnce.add(text);
      return undefined;
    }
    const named = `cp_${++this.serial}`;
    this.names.set(text, named);
    return named;
  }

  /** A text whose prepared form went stale (a migration changed its columns) is sent unnamed from now on. */
  refuse(text: string): void {
    this.names.delete(text);
    this.refused.add(text);
  }
}

class NamingClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly names: StatementNames,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string')
      return this.client.query(sqlOrCursor as never) as unknown as PostgresCursor<R>;
    return this.named<R>(sqlOrCursor, [...(parameters ?? [])]);
  }

  release(): void {
    this.client.release();
  }

  private async named<R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> {
    const name = this.names.nameOf(text);
    if (name === undefined) return this.client.query(text, values) as unknown as PostgresQueryResult<R>;
    try {
      return (await this.client.query({ name, text, values })) as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if (!resultTypeChanged(error)) throw error;
      this.names.refuse(text);
      return this.client.query(text, values) as unknown as PostgresQueryResult<R>;
    }
  }
}

/**
 * `pool` for Kysely, with the app's repeated statements prepared by name: PostgreSQL then skips
 * parsing and planning them again (about a quarter of a short query's round trip, and CPU the
 * database shares with the API on one machine). Each connection keeps at most `limit` of them.
 */
export function withNamedStatements(pool: pg.Pool, limit = 300): PostgresPool {
  const names = new StatementNames(limit);
  const clients = new WeakMap<pg.PoolClient, NamingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let naming = clients.get(client);
      if (!naming) {
        naming = new NamingClient(client, names);
        clients.set(client, naming);
      }
      return naming;
    },
    end: () => pool.end(),
  };
}
