import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '@server/config';
import { sliceOf } from '@server/http/batching-rate-counter';
import { type FakeS3, startFakeS3 } from '../../support/fake-s3';
import { createScratchDatabase, postgresAvailable } from '../../support/postgres';
import { coverImage, formFields } from '../landing-pages/support/landing-requests';
import { png } from '../landing-pages/support/media-bytes';
import { multipart } from '../landing-pages/support/multipart';
import { freePort, type ServerProcess, startServerProcess } from '../tracking/support/server-process';

const SESSION_SECRET = 'two-processes-session-secret-0123456789abcdef';
const LOGIN_BUDGET = DEFAULT_RATE_LIMITS.login.perIp;
const READ_BUDGET = DEFAULT_RATE_LIMITS.signedInReads;
/** The admin account tracks nothing: the cap test fills it over both processes at once. */
const TRACKED_CAP = 3;

interface Session {
  readonly userId: number;
  readonly headers: Record<string, string>;
}

/** Anonymous CSRF headers minted by `server` (any process of the deployment accepts them). */
async function anonymousHeaders(server: ServerProcess): Promise<Record<string, string>> {
  const answer = await fetch(`${server.baseUrl}/api/get-csrf-token`);
  const csrf = /csrf_access_token=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { 'content-type': 'application/json', cookie: `csrf_access_token=${csrf}`, 'x-csrf-token': csrf };
}

async function login(server: ServerProcess, email: string, password: string): Promise<Response> {
  return fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: await anonymousHeaders(server),
    body: JSON.stringify({ email, password }),
  });
}

async function signIn(server: ServerProcess, email: string, password: string): Promise<Session> {
  const answer = await login(server, email, password);
  expect(answer.status, await answer.clone().text()).toBe(200);
  const cookies = answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const csrf = cookies.find((cookie) => cookie.startsWith('csrf_access_token='))!.split('=')[1]!;
  const body = (await answer.json()) as { user_id: number };
  return { userId: body.user_id, headers: { cookie: cookies.join('; '), 'x-csrf-token': csrf } };
}

/**
 * Two real API processes (`server/main.ts`) on one PostgreSQL database and one S3 bucket, as
 * docs/operations.md#two-api-processes deploys them: budgets hold in total, not per process, and an
 * upload taken by one is served by the other.
 */
describe.runIf(postgresAvailable)('two API processes on one PostgreSQL database', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let s3: FakeS3;
  let first: ServerProcess;
  let second: ServerProcess;
  let admin: Session;
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'cp-two-processes-')));

  beforeAll(async () => {
    scratch = (await createScratchDatabase())!;
    s3 = await startFakeS3();
    const env = (dataDir: string) => ({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: scratch.url,
      JOB_RUNNER: 'inline',
      SESSION_SECRET,
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      TRACKED_ITEMS_PER_ACCOUNT: String(TRACKED_CAP),
    });
    // The first one migrates and seeds the demo accounts; the second finds them.
    first = await startServerProcess(await freePort(), env(dataDirs[0]!));
    second = await startServerProcess(await freePort(), env(dataDirs[1]!));
    admin = await signIn(first, 'admin@chartpulse.local', 'Admin-Pulse-2024!');
  });

  afterAll(async () => {
    for (const server of [first, second]) {
      server?.child.kill('SIGTERM');
      await server?.exit;
    }
    await s3?.close();
    await scratch?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('throttles wrong passwords for one account by their total over both processes', async () => {
    const servers = [first, second];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await login(servers[attempt % 2]!, 'demo@chartpulse.local', 'Wrong-Password-1!');
      expect(answer.status).toBe(401);
    }
    const sixth = await login(second, 'demo@chartpulse.local', 'Demo-Pulse-2024!');
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { error: string }).error).toMatch(/^Too many attempts\. Please wait/);
  });

  it('serves an upload taken by one process from the other (the shared bucket)', async () => {
    const image = png(4096);
    const form = multipart(formFields({ slug: 'two-processes' }), { image: coverImage(image) });
    const saved = await fetch(`${first.baseUrl}/api/landing-pages`, {
      method: 'POST',
      headers: { ...admin.headers, ...form.headers },
      body: new Uint8Array(form.payload),
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const name = ((await saved.json()) as { landing_page: { image: string } }).landing_page.image;
    expect([...s3.objects.keys()].some((key) => key.endsWith(name))).toBe(true);
    const served = await fetch(`${second.baseUrl}/uploads/${admin.userId}/${name}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(image);
  });

  it("holds an account's signed-in reads to one budget over both processes, give or take a slice each", async () => {
    const servers = [first, second];
    const statuses: number[] = [];
    // Twice the budget and more, half on each: counted per process, all of it would pass.
    for (let sent = 0; sent < 2 * READ_BUDGET.perAccount + 100; sent += 20) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${servers[i % 2]!.baseUrl}/api/user/playlists`, { headers: admin.headers }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    const admitted = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(admitted).toBeGreaterThanOrEqual(READ_BUDGET.perAccount);
    const slice = sliceOf({ max: READ_BUDGET.perAccount, windowMs: READ_BUDGET.windowMs });
    expect(admitted).toBeLessThan(READ_BUDGET.perAccount + 2 * slice);
  });

  it('spends one sign-in budget per address over both processes: the next attempt is refused on either', async () => {
    // The tests above made 7 attempts from this address (6 wrong or throttled, 1 sign-in).
    const servers = [first, second];
    for (let attempt = 7; attempt < LOGIN_BUDGET; attempt++) {
      const answer = await login(servers[attempt % 2]!, `nobody-${attempt}@example.com`, 'Wrong-Password-1!');
      expect(answer.status, `attempt ${attempt + 1}`).toBe(401);
    }
    for (const server of servers) {
      const refused = await login(server, 'nobody-over@example.com', 'Wrong-Password-1!');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('holds an account to TRACKED_ITEMS_PER_ACCOUNT when its Tracks go to both processes at once', async () => {
    const search = await fetch(`${first.baseUrl}/api/search?query=e&type=track`);
    const ids = ((await search.json()) as { tracks: { items: { id: string }[] } }).tracks.items.map(
      (track) => track.id,
    );
    expect(ids.length).toBeGreaterThan(TRACKED_CAP + 2);
    const answers = await Promise.all(
      ids.map((id, i) =>
        fetch(`${[first, second][i % 2]!.baseUrl}/api/track/track`, {
          method: 'POST',
          headers: { ...admin.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ extracted_id: id }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(TRACKED_CAP).fill(200), ...Array(ids.length - TRACKED_CAP).fill(409)]);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const tracked = await client.query('select count(*)::int as n from user_tracking where user_id = $1', [
        admin.userId,
      ]);
      expect(tracked.rows[0].n).toBe(TRACKED_CAP);
    } finally {
      await client.end();
    }
  });
});
