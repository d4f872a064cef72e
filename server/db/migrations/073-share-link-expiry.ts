import { type Kysely, sql } from 'kysely';

// Share links may expire (chosen when created: never, 7, 30 or 90 days), and revoking marks a link
// instead of deleting it, so its page can say it is gone (410). Revoked and expired links are
// deleted after the retention (SHARE_LINK_RETENTION_DAYS), then their tokens are unknown (404).
const statements = [
  'ALTER TABLE shared_reports ADD COLUMN expires_at timestamptz',
  'ALTER TABLE shared_reports ADD COLUMN revoked_at timestamptz',
  'CREATE INDEX shared_reports_revoked_idx ON shared_reports (revoked_at) WHERE revoked_at IS NOT NULL',
  'CREATE INDEX shared_reports_expires_idx ON shared_reports (expires_at) WHERE expires_at IS NOT NULL',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX shared_reports_expires_idx').execute(db);
  await sql.raw('DROP INDEX shared_reports_revoked_idx').execute(db);
  await sql.raw('ALTER TABLE shared_reports DROP COLUMN revoked_at').execute(db);
  await sql.raw('ALTER TABLE shared_reports DROP COLUMN expires_at').execute(db);
}
