// The composed app's listening reads are cached per account (server/listening/adapters/
// cached-listening-reads.ts): an import or a deletion shows in the importer's next answer at once.
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '@server/catalog/adapters/demo/demo-catalog';
import { systemClock } from '@server/platform/system-clock';
import { signIn } from '../../support/test-app';
import { getAs, importFile, useListeningApp } from './support/listening-requests';

const KEPT_CSV = 'date,count\n2025-06-01,41200\n2025-06-02,41350\n';

describe("an account's cached listening reads", () => {
  const context = useListeningApp();

  it('show an import and its deletion in the next history answer, though read just before', async () => {
    const { app } = context.current;
    const owner = await signIn(app);
    const id = demoCatalog(systemClock).tracks[1]!.id;
    const tracked = await app.inject({
      method: 'POST',
      url: '/api/track/track',
      headers: owner.headers,
      payload: { extracted_id: id },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const url = `/api/track/${id}/popularity-history`;
    const imported = (entries: Array<{ imported?: true }>) => entries.filter((entry) => entry.imported);
    expect(imported((await getAs(app, url, owner)).json())).toEqual([]);

    const upload = await importFile(app, owner, {}, KEPT_CSV, { url: `/api/track/${id}/kept-readings` });
    expect(upload.json(), upload.body).toMatchObject({ added: 2 });
    expect(imported((await getAs(app, url, owner)).json())).toHaveLength(2);

    const [entry] = (await getAs(app, '/api/user/listening-imports', owner)).json().imports;
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/user/listening-imports/${entry.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(imported((await getAs(app, url, owner)).json())).toEqual([]);
  });
});
