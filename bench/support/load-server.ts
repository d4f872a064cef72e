// The server of `npm run bench -- load`, in a process of its own (the load generator gets the other
// core). Composed exactly as `npm start` composes it, except for the per-IP search budget and the
// per-account read budget: every request of a load test comes from one address and one account, so
// the budgets are raised rather than counting 429s.
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@server/app';
import { compose } from '@server/composition';
import { DEFAULT_RATE_LIMITS, loadConfig } from '@server/config';
import { recordQueryStats } from './query-stats';
import { recordServerTiming } from './server-timing';

const LOAD_TEST_BUDGET = { perIp: 100_000_000, perAccount: 100_000_000, windowMs: 60_000 };
// The mix sends every signed-in read as the one demo account; the one-account scenario measures
// the real per-account budget.
const realReadBudget =
  process.env.LOAD_SCENARIO === 'one-account' && process.env.LOAD_RAISE_READ_BUDGET !== '1';
const signedInReads = realReadBudget ? DEFAULT_RATE_LIMITS.signedInReads : LOAD_TEST_BUDGET;

// The public-pages scenario creates hundreds of share links as the demo user; its public budgets
// stay as deployed unless LOAD_RAISE_PUBLIC_BUDGETS=1 (then the caches alone are measured).
const publicPages = process.env.LOAD_SCENARIO === 'public-pages';
const raisePublic = publicPages && process.env.LOAD_RAISE_PUBLIC_BUDGETS === '1';
const publicBudgets = raisePublic
  ? { reportPages: LOAD_TEST_BUDGET, reportPreviews: LOAD_TEST_BUDGET, placements: LOAD_TEST_BUDGET }
  : {};

const loaded = loadConfig();
const config = {
  ...loaded,
  seedDemo: true,
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    search: LOAD_TEST_BUDGET,
    signedInReads,
    ...(publicPages ? { shareLinks: LOAD_TEST_BUDGET } : {}),
    ...publicBudgets,
  },
};
const queryStatsFile = process.env.LOAD_QUERY_STATS;
const writeQueryStats = queryStatsFile ? recordQueryStats(queryStatsFile) : () => undefined;
const composition = await compose(config);
const app = await buildApp(composition.appOptions);
await composition.start();
await app.listen({ port: config.port, host: config.host });
const timingFile = process.env.LOAD_SERVER_TIMING;
const writeTiming = timingFile ? recordServerTiming(app.server, timingFile) : () => undefined;
const { port } = app.server.address() as AddressInfo;
// The bench waits for this line.
console.log(`load server listening on http://${config.host}:${port}`);

let shuttingDown = false;
const shutDown = () => {
  if (shuttingDown) return;
  shuttingDown = true;
  void (async () => {
    writeTiming();
    writeQueryStats();
    await app.close();
    await composition.stop();
    process.exit(0);
  })();
};
process.once('SIGTERM', shutDown);
// The bench holds this pipe open while it runs: if it dies (a crash, Ctrl-C) the pipe closes and the
// server goes with it instead of holding its port and CPU.
process.stdin.once('close', shutDown);
process.stdin.resume();
