import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RunningServer {
  readonly baseUrl: string;
  /** Everything the server printed so far (the console mailer prints each email here). */
  output(): string;
  stop(): Promise<void>;
}

const EXTERNAL_SERVICES = [
  'DATABASE_URL',
  'SMTP_URL',
  'GOOGLE_CLIENT_ID',
  'SPOTIFY_CLIENT_ID',
  'SPOTIFY_CLIENT_SECRET',
  'MUSIC_SOURCE',
  'MUSIC_SOURCES',
  'DEEZER_API_URL',
  'AI_PROVIDER',
  'TELEGRAM_BOT_TOKEN',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Builds the SPA when dist/ is missing or stale (the same script `npm start` uses). */
export function ensureBuild(): void {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/**
 * Starts the real server on its embedded defaults (PGlite in a temp dir, demo catalog, console mailer),
 * with `extraEnv` added (e.g. test-only settings). `cwd` runs it from
 * another folder, which then serves its own `dist/` (a web app built with other build settings).
 * `built`: the caller already ran `ensureBuild()`. `startTimeoutMs` (default 120 s): how long it may take to answer.
 */
export async function startServer(
  extraEnv: Readonly<Record<string, string>> = {},
  options: {
    readonly cwd?: string;
    readonly onOutput?: (chunk: string) => void;
    readonly built?: boolean;
    readonly startTimeoutMs?: number;
  } = {},
): Promise<RunningServer> {
  const { cwd, onOutput } = options;
  if (!cwd && !options.built) ensureBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chartpulse-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  env.PUBLIC_URL = baseUrl;
  // The embedded defaults: no external database, mail server, identity provider or music service.
  for (const name of EXTERNAL_SERVICES) delete env[name];
  delete env.NODE_ENV;
  Object.assign(env, extraEnv);
  // From another folder, tsx is named by its path, and told where the path aliases are.
  if (cwd) env.TSX_TSCONFIG_PATH = path.resolve('tsconfig.json');
  const tsx = cwd ? pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href : 'tsx';
  const child: ChildProcess = spawn(process.execPath, ['--import', tsx, path.resolve('server/main.ts')], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput?.(chunk.toString());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const startTimeoutMs = options.startTimeoutMs ?? 120_000;
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output.slice(-3000)}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(
    `The server did not answer /healthz within ${startTimeoutMs / 1000} s:\n${output.slice(-3000)}`,
  );
}

/** The last verification code the console mailer printed for `email`. */
export function verificationCodeFor(output: string, email: string): string | null {
  const emails = output.split(`Email to ${email}`).slice(1);
  const last = emails.at(-1);
  return last ? (/verification code is:\s*(\d{6})/.exec(last)?.[1] ?? null) : null;
}
