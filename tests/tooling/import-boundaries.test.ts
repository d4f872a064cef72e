import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const biome = path.resolve('node_modules/.bin/biome');
const sandbox = mkdtempSync(path.join(tmpdir(), 'cp-lint-'));
const config = JSON.parse(readFileSync('biome.json', 'utf8'));
config.vcs = { enabled: false };
delete config.$schema;
writeFileSync(path.join(sandbox, 'biome.json'), JSON.stringify(config));
cpSync('lint', path.join(sandbox, 'lint'), { recursive: true });
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

/** Lints one snippet as if it lived at `filePath` in this repository, with the project's Biome rules. */
function lintAs(filePath: string, source: string): { ok: boolean; output: string } {
  const file = path.join(sandbox, filePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  try {
    const output = execFileSync(biome, ['lint', filePath], { cwd: sandbox, encoding: 'utf8', stdio: 'pipe' });
    return { ok: true, output };
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  } finally {
    rmSync(file);
  }
}

describe('the import table of docs/architecture.md#shape is enforced by npm run lint', () => {
  it('lets domain/ import other domain modules', () => {
    expect(lintAs('domain/core/example.ts', "import { x } from './other';\nexport const y = x;\n").ok).toBe(
      true,
    );
  });

  it.each([
    ["import React from 'react';", 'a framework'],
    ["import { readFileSync } from 'node:fs';", 'a Node module'],
    ["import { buildApp } from '@server/app';", 'the server'],
    ["import { App } from '../../src/app';", 'the browser app'],
    ["import axios from 'axios';", 'an HTTP client'],
  ])('refuses %s in domain/ (%s)', (statement) => {
    const result = lintAs(
      'domain/core/example.ts',
      `${statement}\nexport const used = [${statement.split(' ')[1]}];\n`,
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain('domain/ is the pure core');
  });

  it('refuses the clock and randomness in domain/', () => {
    const result = lintAs('domain/core/example.ts', 'export const now = () => Date.now() + Math.random();\n');
    expect(result.ok).toBe(false);
    expect(result.output).toContain('time and randomness come in as arguments');
  });

  it('refuses server code in the browser app and browser code in the server', () => {
    const browser = lintAs(
      'src/app.tsx',
      "import { buildApp } from '@server/app';\nexport const a = buildApp;\n",
    );
    expect(browser.ok).toBe(false);
    expect(browser.output).toContain('Browser code must not import server');
    const node = lintAs(
      'adapters/http/x.ts',
      "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
    );
    expect(node.ok).toBe(false);
    const server = lintAs('server/x.ts', "import { App } from '../src/app';\nexport const a = App;\n");
    expect(server.ok).toBe(false);
    expect(server.output).toContain('server/ must not import the browser app');
  });
});

describe('src/features/* never import src/app/ or another feature, src/shared/ imports neither', () => {
  const boundary = 'Outside its own folder a feature';

  it.each([
    [
      'src/features/x/x-page.tsx',
      "import { AppShell } from '../../app/shell/app-shell';",
      'a feature → src/app',
    ],
    [
      'src/features/x/sub/x-page.tsx',
      "import { AppShell } from '../../../app/shell/app-shell';",
      'a nested file → src/app',
    ],
    [
      'src/features/x/routes.tsx',
      "import { AppShell } from '../items/routes';",
      'a feature → another feature',
    ],
    [
      'src/features/x/sub/x-page.tsx',
      "import { AppShell } from '../../items/routes';",
      'a nested file → another feature',
    ],
    [
      'src/features/x/routes.tsx',
      "const AppShell = () => import('../items/routes');",
      'a lazy import → another feature',
    ],
    [
      'src/features/x/x-page.tsx',
      "import '../items/item.css';\nconst AppShell = 1;",
      'a stylesheet of another feature',
    ],
    [
      'src/shared/ui/x.tsx',
      "import { AppShell } from '../../features/search/home-page';",
      'src/shared → a feature',
    ],
    ['src/shared/x.ts', "import { AppShell } from '../app/router';", 'src/shared → src/app'],
    [
      'src/shared/ui/x.tsx',
      "import { AppShell } from '../auth/auth-store';",
      'one src/shared folder → another, unaliased',
    ],
  ])('refuses %s: %s (%s)', (file, statement) => {
    const result = lintAs(file, `${statement}\nexport const used = [AppShell];\n`);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(boundary);
  });

  it.each([
    ['src/features/x/x-page.tsx', "import { a } from './x-view-model';"],
    ['src/features/x/x-page.tsx', "import { a } from './sub/part';"],
    ['src/features/x/sub/part.tsx', "import { a } from '../x-view-model';"],
    ['src/features/x/x-page.tsx', "import { a } from '@shared/ui/spinner';"],
    ['src/features/x/x-view-model.ts', "import { a } from '@domain/ports/browser/catalog-gateway';"],
    ['src/features/x/x-page.tsx', "import { a } from '@adapters/fake/catalog-fixtures';"],
    ['src/shared/ui/x.tsx', "import { a } from './spinner';"],
    ['src/shared/routing/x.tsx', "import { a } from '@shared/auth/auth-store';"],
    ['src/app/features.ts', "import { a } from '../features/search/routes';"],
  ])('lets %s: %s', (file, statement) => {
    const result = lintAs(file, `${statement}\nexport const used = [a];\n`);
    expect(result.output).not.toContain(boundary);
    expect(result.ok).toBe(true);
  });

  it('keeps refusing server and Node modules in features and src/shared', () => {
    for (const file of ['src/features/x/x-page.tsx', 'src/features/x/sub/x.ts', 'src/shared/ui/x.tsx']) {
      const result = lintAs(
        file,
        "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
      );
      expect(result.ok).toBe(false);
      expect(result.output).toContain('Browser code must not import server');
    }
  });
});

describe('server features never import one another (docs/architecture.md#seams)', () => {
  const seam = 'A server feature imports no other feature';

  it.each([
    ['server/tracking/use-cases/x.ts', "import { a } from '../../catalog';", 'a use case → another feature'],
    [
      'server/catalog/adapters/x.ts',
      "import { a } from '../../tracking/ports';",
      'an adapter → another feature',
    ],
    [
      'server/site/x.ts',
      "import { a } from '../accounts/platform/cookies';",
      "a module → another feature's platform",
    ],
  ])('refuses %s: %s (%s)', (file, statement) => {
    const result = lintAs(file, `${statement}\nexport const used = [a];\n`);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(seam);
  });

  it.each([
    ['server/analysis/routes/x.ts', "import { a } from 'kysely';"],
    ['server/analysis/routes/x.ts', "import { a } from '../adapters/kysely-analysis-cache';"],
  ])('refuses a route reaching the database: %s: %s', (file, statement) => {
    const result = lintAs(file, `${statement}\nexport const used = [a];\n`);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('A route parses, calls one use case and maps its result');
  });

  it.each([
    ['server/tracking/routes/x.ts', "import { a } from '../../accounts/auth-guard';"],
    ['server/tracking/adapters/x.ts', "import { a } from '../tracking-queries';"],
    ['server/accounts/x.ts', "import { a } from '@domain/accounts/account-contracts';"],
    ['server/site/x.ts', "import { a } from '../platform/result';"],
    ['server/composition-like.ts', "import { a } from './catalog';"],
  ])('lets %s: %s', (file, statement) => {
    const result = lintAs(file, `${statement}\nexport const used = [a];\n`);
    expect(result.output).not.toContain(seam);
    expect(result.ok).toBe(true);
  });
});
