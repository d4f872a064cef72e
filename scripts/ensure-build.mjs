// Builds the SPA when dist/ is missing or older than its sources, so `npm start` works on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const sources = [
  'index.html',
  'vite.config.ts',
  'path-aliases.ts',
  'package.json',
  'src',
  'adapters',
  'domain',
  'public',
  'scripts/build',
];
const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;

function newestIn(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestIn(path.join(entry, name))), 0);
}

if (sources.some((entry) => newestIn(entry) > builtAt)) {
  console.log('Building the web app (dist/ is missing or out of date)…');
  // A test runner's NODE_ENV=test would make Vite ship React's development build.
  // Vite's own script, not `npx vite`: npx draws a progress spinner into the log.
  execSync(`"${process.execPath}" node_modules/vite/bin/vite.js build --logLevel warn`, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
