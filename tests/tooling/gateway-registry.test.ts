import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Like import-boundaries.test.ts: every snippet is planted at its path in one scratch copy of the
// repository's lint set-up, and ONE Biome run lints them all.
const biome = path.resolve('node_modules/.bin/biome');
const sandbox = mkdtempSync(path.join(tmpdir(), 'cp-gateways-'));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

const REGISTRY_RULE = 'A browser gateway is declared once, in the gateway registry';

const planted = new Map<string, string>();
const outputs = new Map<string, { readonly ok: boolean; readonly output: string }>();

/** Plants `source` at `filePath` (numbered when the path is taken) and returns the path it got. */
function plant(filePath: string, source: string): string {
  let file = filePath;
  for (let n = 2; planted.has(file); n += 1) {
    const { dir, name, ext } = path.posix.parse(filePath);
    file = path.posix.join(dir, `${name}-${n}${ext}`);
  }
  planted.set(file, source);
  return file;
}

function lintAs(file: string) {
  const verdict = outputs.get(file);
  if (!verdict) throw new Error(`${file} was not planted before the lint run`);
  return verdict;
}

beforeAll(() => {
  const config = JSON.parse(readFileSync('biome.json', 'utf8'));
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(path.join(sandbox, 'biome.json'), JSON.stringify(config));
  cpSync('lint', path.join(sandbox, 'lint'), { recursive: true });
  for (const [file, source] of planted) {
    mkdirSync(path.dirname(path.join(sandbox, file)), { recursive: true });
    writeFileSync(path.join(sandbox, file), source);
  }
  const report = JSON.parse(runBiome()) as {
    diagnostics: Array<{ severity: string; message: string; location: { path: string } }>;
  };
  for (const file of planted.keys()) {
    const mine = report.diagnostics.filter((diagnostic) => diagnostic.location.path === file);
    outputs.set(file, {
      ok: !mine.some((diagnostic) => diagnostic.severity === 'error'),
      output: mine.map((diagnostic) => diagnostic.message).join('\n'),
    });
  }
});

function runBiome(): string {
  const args = ['lint', '--reporter=json', '--max-diagnostics=none', '.'];
  try {
    return execFileSync(biome, args, { cwd: sandbox, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
}

const bindToken = (token: string, verb = 'bind') =>
  `import type { Container } from 'inversify';\nimport { ${token} } from '@domain/ports/browser';\n` +
  `export function wire(container: Container, gateway: object): void {\n` +
  `  container.${verb}(${token}).toConstantValue(gateway);\n}\n`;

const deferring =
  "import { deferredGateway } from '@adapters/http/deferred-gateway';\n" +
  'export const gateway = deferredGateway(async () => ({ ping: async () => ({ ok: true, value: 1 }) }));\n';

describe('the gateway registry is the one place browser gateways are bound (lint/gateway-registry.grit)', () => {
  it.each(
    [
      [
        'src/app/http-feature-adapters.ts',
        bindToken('AdminGateway'),
        'a hand-written binding beside the registry',
      ],
      ['src/app/fake-adapters.ts', bindToken('TrackingGateway'), 'a fake bound by hand'],
      ['src/app/container.ts', bindToken('CatalogGateway', 'rebind'), 'a rebinding in app code'],
      ['src/features/items/items-module.ts', bindToken('TrackingGateway'), 'a feature binding a port'],
      ['adapters/http/http-admin-gateway.ts', bindToken('AdminGateway'), 'an adapter binding itself'],
      ['src/app/http-adapters.ts', deferring, 'a deferred gateway outside the registry'],
      ['src/features/admin/admin-module.ts', deferring, 'a feature deferring a gateway'],
      [
        'src/app/http-feature-adapters.ts',
        deferring.replace('deferredGateway(', 'deferredGateway<object>('),
        'a deferred gateway with a type argument',
      ],
      [
        'src/shared/di/container-context.tsx',
        bindToken('SiteGateway').replace('.bind(', '.bind<object>('),
        'a binding with a type argument',
      ],
      ['adapters/fake/fake-admin-gateway.ts', deferring, 'a fake deferring a gateway'],
    ].map(([file, source, what]) => [file, what, plant(file!, source!)]),
  )('refuses %s (%s)', (_file, _what, planted) => {
    const result = lintAs(planted!);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(REGISTRY_RULE);
  });

  it.each(
    [
      ['src/app/feature-gateways.ts', deferring, 'the registry itself'],
      ['src/app/first-load-gateways.ts', deferring, 'the registry itself'],
      ['adapters/http/deferred-auth-gateway.ts', deferring, 'an HTTP adapter built on deferredGateway'],
      [
        'src/app/gateway.ts',
        "import type { Container } from 'inversify';\n" +
          'export function bindAll(container: Container, entries: readonly { token: symbol }[]): void {\n' +
          '  for (const entry of entries) container.bind(entry.token).toConstantValue(entry);\n}\n',
        'the bindings derived from the registry',
      ],
      [
        'src/app/build-container.ts',
        "import type { Container } from 'inversify';\nimport { AnalyticsTag } from '@domain/ports/browser';\n" +
          'export function wire(container: Container, tag: object): void {\n' +
          '  container.bind(AnalyticsTag).toConstantValue(tag);\n}\n',
        'a port that is no gateway',
      ],
      [
        'tests/ui/items/support/render-page.tsx',
        bindToken('CatalogGateway', 'rebind'),
        'a test replacing a fake',
      ],
      ['tests/ui/adapters/deferred-gateway.test.ts', deferring, 'a test of deferredGateway'],
    ].map(([file, source, what]) => [file, what, plant(file!, source!)]),
  )('lets %s (%s)', (_file, _what, planted) => {
    const result = lintAs(planted!);
    expect(result.output).not.toContain(REGISTRY_RULE);
    expect(result.ok).toBe(true);
  });
});
