import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessCycleClaim } from '@server/tracking/adapters/in-process-cycle-claim';
import { PostgresCycleClaim } from '@server/tracking/adapters/postgres-cycle-claim';
import type { CycleClaim } from '@server/tracking/ports';
import { createScratchDatabase, postgresAvailable } from '../../../support/postgres';

interface ClaimFactory {
  /** A claim as another process on the same database would hold. */
  make(): CycleClaim;
  close(): Promise<void>;
}

const FACTORIES: Array<[string, () => Promise<ClaimFactory>]> = [
  [
    'in-process (PGlite)',
    async () => {
      const database = {};
      return { make: () => new InProcessCycleClaim(database), close: async () => undefined };
    },
  ],
  ...(postgresAvailable
    ? [
        [
          'PostgreSQL advisory lock',
          async () => {
            const scratch = (await createScratchDatabase())!;
            return { make: () => new PostgresCycleClaim(scratch.url), close: () => scratch.drop() };
          },
        ] as [string, () => Promise<ClaimFactory>],
      ]
    : []),
];

describe.each(FACTORIES)('CycleClaim contract: %s', (_name, create) => {
  let factory: ClaimFactory;
  beforeAll(async () => {
    factory = await create();
  });
  afterAll(async () => {
    await factory?.close();
  });

  it('lets one holder run a cycle at a time, and the next one once it is released', async () => {
    const [first, second] = [factory.make(), factory.make()];
    const raced = await Promise.all([first.tryAcquire(), second.tryAcquire()]);
    expect(raced.filter(Boolean)).toHaveLength(1);
    const [holder, waiting] = raced[0] ? [first, second] : [second, first];
    expect(await waiting.tryAcquire()).toBe(false);
    await holder.release();
    expect(await waiting.tryAcquire()).toBe(true);
    expect(await holder.tryAcquire()).toBe(false);
    await waiting.release();
  });
});
