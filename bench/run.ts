// `npm run bench`: runs every bench/*.bench.ts in turn. Each prints its own figures and targets.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const only = process.argv[2];
const files = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => !only || name.includes(only))
  .sort();

for (const name of files) {
  console.log(`\n=== ${name.replace('.bench.ts', '')} ===`);
  const module = (await import(pathToFileURL(path.join(import.meta.dirname, name)).href)) as {
    default: () => Promise<void> | void;
  };
  await module.default();
}
