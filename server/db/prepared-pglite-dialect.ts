import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PreparedPGlite } from './prepared-pglite';

class PreparedPGliteConnection implements DatabaseConnection {
  constructor(private readonly client: PreparedPGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.client.query<R>(compiled.sql, compiled.parameters);
    return result.affectedRows
      ? { numAffectedRows: BigInt(result.affectedRows), rows: result.rows }
      : { rows: result.rows };
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiled);
    for (let start = 0; start < rows.length; start += chunkSize)
      yield { rows: rows.slice(start, start + chunkSize) };
  }
}

/**
 * PGlite has one connection: it is lent to one caller at a time (a transaction holds it from BEGIN
 * to COMMIT), the others wait in turn, as the kysely-pglite-dialect package did.
 */
class PreparedPGliteDriver implements Driver {
  private lent: PreparedPGliteConnection | undefined;
  private readonly waiting: Array<(connection: PreparedPGliteConnection) => void> = [];
  private readonly connection: PreparedPGliteConnection;

  constructor(private readonly client: PreparedPGlite) {
    this.connection = new PreparedPGliteConnection(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.lent === undefined) {
      this.lent = this.connection;
      return this.connection;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async releaseConnection(): Promise<void> {
    const next = this.waiting.shift();
    if (next) next(this.connection);
    else this.lent = undefined;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = settings.isolationLevel
      ? `start transaction isolation level ${settings.isolationLevel}`
      : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.client.close();
  }
}

/** Kysely on PGlite through `PreparedPGlite`: PostgreSQL's SQL, one connection, statements prepared once. */
export class PreparedPGliteDialect implements Dialect {
  constructor(private readonly client: PreparedPGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PreparedPGliteDriver(this.client);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Dialect signature takes any database.
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
