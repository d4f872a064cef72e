import pg from 'pg';

/**
 * A PostgreSQL session-level advisory lock on a connection of its own, held for as long as that
 * connection lives: every API process of a deployment races for it, one wins, and if the winner dies
 * its connection closes and the lock frees itself. `key` is any fixed 64-bit number naming what is
 * locked, unique within the database (the Telegram poller, the refresh cycle).
 */
export class PostgresAdvisoryLock {
  private client: pg.Client | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly key: string,
  ) {}

  async tryAcquire(): Promise<boolean> {
    if (this.client) return true;
    const client = new pg.Client({ connectionString: this.connectionString });
    const lost = () => {
      if (this.client === client) this.client = null;
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1::bigint) as locked',
        [this.key],
      );
      if (rows[0]?.locked) {
        this.client = client;
        return true;
      }
    } catch {
      // Unreachable database: not held; the holder-to-be tries again later.
    }
    await client.end().catch(() => undefined);
    return false;
  }

  isHeld(): boolean {
    return this.client !== null;
  }

  async release(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (!client) return;
    await client.query('select pg_advisory_unlock($1::bigint)', [this.key]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
