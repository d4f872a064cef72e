import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export interface Verdict {
  /** No error diagnostics for the file: `npm run lint` would pass it. */
  readonly ok: boolean;
  /** The messages Biome gave the file, one a line. */
  readonly output: string;
}

export interface PlantedLint {
  /**
   * Plants a snippet as if it lived at `filePath` in this repository and returns the path it got: the
   * same, unless another snippet took it (then a numbered name in the same folder, so the same rules apply).
   */
  plant(filePath: string, source: string): string;
  /** Biome's verdict on a planted file (available inside tests). */
  lintAs(file: string): Verdict;
}

const biome = path.resolve('node_modules/.bin/biome');

/**
 * Proves lint rules bite: snippets planted (at collection time) in one scratch copy of the
 * repository's lint set-up (biome.json and lint/) are linted by ONE Biome run before the file's
 * tests (a run per snippet took most of the time).
 */
export function plantedLint(): PlantedLint {
  const sandbox = mkdtempSync(path.join(tmpdir(), 'cp-lint-'));
  const planted = new Map<string, string>();
  const verdicts = new Map<string, Verdict>();
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));
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
    const report = JSON.parse(runBiome(sandbox)) as {
      diagnostics: Array<{ severity: string; message: string; location: { path: string } }>;
    };
    for (const file of planted.keys()) {
      const mine = report.diagnostics.filter((diagnostic) => diagnostic.location.path === file);
      verdicts.set(file, {
        ok: !mine.some((diagnostic) => diagnostic.severity === 'error'),
        output: mine.map((diagnostic) => diagnostic.message).join('\n'),
      });
    }
  });
  return {
    plant(filePath, source) {
      let file = filePath;
      for (let n = 2; planted.has(file); n += 1) {
        const { dir, name, ext } = path.posix.parse(filePath);
        file = path.posix.join(dir, `${name}-${n}${ext}`);
      }
      planted.set(file, source);
      return file;
    },
    lintAs(file) {
      const verdict = verdicts.get(file);
      if (!verdict) throw new Error(`${file} was not planted before the lint run`);
      return verdict;
    },
  };
}

/** `biome lint` over the sandbox with the JSON reporter; its stdout, whatever the exit code. */
function runBiome(sandbox: string): string {
  const args = ['lint', '--reporter=json', '--max-diagnostics=none', '.'];
  try {
    return execFileSync(biome, args, { cwd: sandbox, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
}
