import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exit: Promise<number | null>;
}

// Services a test server must never reach unless the test names them.
const EXTERNAL = [
  'DATABASE_URL',
  'JOB_RUNNER',
  'SMTP_URL',
  'GOOGLE_CLIENT_ID',
  'SPOTIFY_CLIENT_ID',
  'SPOTIFY_CLIENT_SECRET',
  'MUSIC_SOURCE',
  'MUSIC_SOURCES',
  'DEEZER_API_URL',
  'AI_PROVIDER',
  'TELEGRAM_BOT_TOKEN',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
];

export function freePort(): Promise<number> {
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

/**
 * Starts `server/main.ts` (what `npm start` runs, without the SPA build) with `env` on top of a
 * clean environment, and resolves once `/healthz` answers.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const merged: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env };
  for (const name of EXTERNAL) if (!(name in env)) delete merged[name];
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output.slice(-3000)}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { child, baseUrl, output: () => output, exit };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /healthz within ${timeoutMs} ms:\n${output.slice(-3000)}`);
}
