// The server of `npm run bench -- load`, in a process of its own (the load generator gets the other
// core). Composed exactly as `npm start` composes it, except for the per-IP search budget: every
// request of a load test comes from one address, so the budget is raised rather than counting 429s.
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@server/app';
import { compose } from '@server/composition';
import { DEFAULT_RATE_LIMITS, loadConfig } from '@server/config';

const LOAD_TEST_BUDGET = { perIp: 100_000_000, perAccount: 100_000_000, windowMs: 60_000 };

const loaded = loadConfig();
const config = {
  ...loaded,
  seedDemo: true,
  rateLimits: { ...DEFAULT_RATE_LIMITS, search: LOAD_TEST_BUDGET },
};
const composition = await compose(config);
const app = await buildApp(composition.appOptions);
await composition.start();
await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
// The bench waits for this line.
console.log(`load server listening on http://${config.host}:${port}`);

process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await composition.stop();
    process.exit(0);
  })();
});
