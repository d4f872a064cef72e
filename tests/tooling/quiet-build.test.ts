import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('a newcomer’s build is quiet (docs/architecture.md#toolchain)', () => {
  it('vite build of the app prints no warning: no config-loader notice, no unnamed groups, no timing report', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'chartpulse-quiet-build-'));
    try {
      // What `npm start` runs on a fresh clone (scripts/ensure-build.mjs), into a scratch folder.
      const { stdout, stderr } = await run(
        process.execPath,
        ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
        { env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
      );
      expect(`${stdout}${stderr}`.trim()).toBe('');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});
