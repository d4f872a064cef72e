import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface LoadServer {
  readonly label: string;
  readonly url: string;
  /** Warnings and errors the server logged so far. */
  problems(): string[];
  /**
   * CPU time the server process used so far, in ms (user + system, from /proc; undefined elsewhere):
   * per answered request, a figure a machine busy with other work moves far less than latencies.
   */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
}

// Services the load test must not reach: it runs on the demo catalog and the console mailer.
const EXTERNAL = ['SMTP_URL', 'SPOTIFY_CLIENT_ID', 'SPOTIFY_CLIENT_SECRET', 'MUSIC_SOURCE', 'AI_PROVIDER'];

/**
 * Starts bench/support/load-server.ts on a free port (PGlite in a temp dir, or `databaseUrl`), from
 * `root` (by default `LOAD_SERVER_ROOT`, when set: another checkout, e.g. main's code for before/after figures).
 */
export async function startLoadServer(
  label: string,
  databaseUrl: string | undefined,
  root = process.env.LOAD_SERVER_ROOT,
): Promise<LoadServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-load-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: process.env.LOAD_PORT ?? '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Request logs would measure the terminal; warnings and errors still show.
    LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'warn',
  };
  for (const name of EXTERNAL) delete env[name];
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  // `LOAD_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"`: Node options of the server alone
  // (NODE_OPTIONS refuses some, and would profile the load generator too).
  const nodeArgs = process.env.LOAD_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'bench/support/load-server.ts'], {
    env,
    cwd: root ?? process.cwd(),
    // stdin: the server exits when the pipe closes, that is when this process ends in any way.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const logged: string[] = [];
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => logged.push(...chunk.toString().trimEnd().split('\n')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /load server listening on (http:\S+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) =>
      reject(new Error(`the load server exited (${code}):\n${stdout}\n${logged.join('\n')}`)),
    );
  });
  // `LOAD_SERVER_LOG=/tmp/server.log` (with LOAD_LOG_LEVEL=info): every line the server logs, e.g. each request's time.
  const logFile = process.env.LOAD_SERVER_LOG;
  if (logFile) child.stdout.pipe(createWriteStream(logFile));
  // Pino logs JSON lines on stdout at warn and above.
  child.stdout.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().trimEnd().split('\n'))
      if (/"level":(40|50|60)/.test(line)) logged.push(line);
  });
  return {
    label,
    url,
    problems: () => [...logged],
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Linux's clock ticks per second for /proc's CPU times (USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
