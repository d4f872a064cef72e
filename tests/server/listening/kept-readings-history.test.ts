import { describe, expect, it } from 'vitest';
import { demoCatalog } from '@server/catalog/adapters/demo/demo-catalog';
import { systemClock } from '@server/platform/system-clock';
import { type SignedInUser, signIn } from '../../support/test-app';
import { getAs, importFile, useListeningApp } from './support/listening-requests';

const KEPT_CSV = 'date,count\n2025-06-01,41200\n2025-06-02,41350\n';

describe("an artist's and a track's history answers, with the importer's kept readings", () => {
  const context = useListeningApp();

  async function trackAndImport(kind: 'artist' | 'track', id: string): Promise<SignedInUser[]> {
    const { app } = context.current;
    const owner = await signIn(app);
    const other = await signIn(app);
    for (const user of [owner, other]) {
      const tracked = await app.inject({
        method: 'POST',
        url: `/api/${kind}/track`,
        headers: user.headers,
        payload: { extracted_id: id },
      });
      expect(tracked.statusCode, tracked.body).toBe(200);
    }
    const imported = await importFile(app, owner, {}, KEPT_CSV, { url: `/api/${kind}/${id}/kept-readings` });
    expect(imported.json(), imported.body).toMatchObject({ added: 2 });
    return [owner, other];
  }

  it("gives the importer its kept follower readings among an artist's checks, marked imported; no one else", async () => {
    const { app } = context.current;
    const id = demoCatalog(systemClock).artists[0]!.id;
    const [owner, other] = await trackAndImport('artist', id);
    const url = `/api/artist/${id}/history`;

    const own = await getAs(app, url, owner);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const entries = own.json();
    expect(entries.slice(0, 2)).toEqual([
      { checked_at: '2025-06-01T00:00:00.000Z', popularity: null, followers: 41200, imported: true },
      { checked_at: '2025-06-02T00:00:00.000Z', popularity: null, followers: 41350, imported: true },
    ]);
    expect(entries.length, 'our own checks follow').toBeGreaterThan(2);
    expect(entries.slice(2).some((entry: { imported?: true }) => entry.imported)).toBe(false);

    const strangers = (await getAs(app, url, other!)).json();
    expect(strangers).toEqual(entries.slice(2));
    expect(JSON.stringify(strangers)).not.toContain('2025-06-01');
  });

  it('gives the importer its kept readings of a track as imported popularity; no one else', async () => {
    const { app } = context.current;
    const id = demoCatalog(systemClock).tracks[0]!.id;
    const [owner, other] = await trackAndImport('track', id);
    const url = `/api/track/${id}/popularity-history`;

    const own = await getAs(app, url, owner);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const entries = own.json();
    expect(entries.slice(0, 2)).toEqual([
      { checked_at: '2025-06-01T00:00:00.000Z', popularity: 41200, imported: true },
      { checked_at: '2025-06-02T00:00:00.000Z', popularity: 41350, imported: true },
    ]);
    expect(entries.length).toBeGreaterThan(2);

    const strangers = await getAs(app, url, other!);
    expect(strangers.json()).toEqual(entries.slice(2));
    expect(strangers.body).not.toContain('imported');
  });
});
