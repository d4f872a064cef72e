import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomToken } from './secrets';

/**
 * `SESSION_SECRET` when set; otherwise the secret stored in `DATA_DIR/session-secret`, created on the
 * first run (docs/architecture.md). Several API processes must share `SESSION_SECRET` or one data directory.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomToken();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
