import { describe, expect, it } from 'vitest';
import { ManualClock, signIn, type SignedInUser } from '../../support/test-app';
import { multipart } from '../landing-pages/support/multipart';
import { ARTIST, getAs, importFile, PLAYLIST_KEY, useListeningApp } from './support/listening-requests';
import type { FastifyInstance } from 'fastify';

/** An upload of raw bytes, as a spreadsheet saved them. */
function importBytes(
  app: FastifyInstance,
  user: SignedInUser,
  fields: Record<string, string>,
  bytes: Buffer,
) {
  const body = multipart(fields, { file: { bytes, filename: 'export.csv', type: 'text/csv' } });
  return app.inject({
    method: 'POST',
    url: `/api/artist/${ARTIST}/listening/imports`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('imports an attacker or an old spreadsheet would send', () => {
  const context = useListeningApp({ clock: new ManualClock(new Date('2026-03-10T12:00:00Z')) });

  it('reads a Windows-1252 file and a UTF-16 file in either byte order by name, without a mapping step', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const latin1 = Buffer.from('Datum;Hörer;Wiedergaben\n2026-01-01;10;20\n', 'latin1');
    const bigEndian = Buffer.concat([
      Buffer.from([0xfe, 0xff]),
      Buffer.from('date\tlisteners\tstreams\n2026-01-02\t11\t21\n', 'utf16le').swap16(),
    ]);
    const littleEndian = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('date\tlisteners\tstreams\n2026-01-03\t12\t22\n', 'utf16le'),
    ]);
    for (const bytes of [latin1, bigEndian, littleEndian]) {
      const imported = await importBytes(app, user, { kind: 'audience' }, bytes);
      expect(imported.statusCode, imported.body).toBe(200);
    }
    const audience = (await getAs(app, `/api/artist/${ARTIST}/listening`, user)).json().audience;
    expect(audience.map((day: { listeners: number }) => day.listeners)).toEqual([10, 11, 12]);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect((await importBytes(app, user, { kind: 'audience' }, png)).json()).toEqual({
      success: false,
      error: 'The file is not a CSV text file.',
    });
  });

  it('refuses a kept reading or a day of listening dated after today, storing nothing of the file', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const tracked = await app.inject({
      method: 'POST',
      url: '/api/playlist/track',
      headers: user.headers,
      payload: { extracted_id: PLAYLIST_KEY },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const url = `/api/playlist/${PLAYLIST_KEY}/kept-readings`;
    const future = await importFile(app, user, {}, 'date,count\n2026-03-01,500\n2099-10-03,900\n', { url });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      success: false,
      error: 'Line 3, column "date": "2099-10-03" is after today.',
      line: 3,
      column: 'date',
    });
    expect((await getAs(app, url, user)).json().readings).toEqual([]);
    const timeline = await importFile(
      app,
      user,
      { kind: 'audience' },
      'date,listeners,streams\n2026-03-12,1,2\n',
    );
    expect(timeline.statusCode).toBe(400);
    // A day of slack for time zones ahead of UTC.
    const tomorrow = await importFile(app, user, {}, 'date,count\n2026-03-11,510\n', { url });
    expect(tomorrow.statusCode, tomorrow.body).toBe(200);
  });

  it('refuses a header of thousands of columns instead of echoing it in a mapping step', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const wide = await importFile(app, user, { kind: 'audience' }, `${','.repeat(400_000)}\n1,2\n`);
    expect(wide.statusCode).toBe(400);
    expect(wide.json().error).toBe(
      'The file has more than 100 columns: an export has far fewer. Is it the right file?',
    );
    expect(wide.body.length).toBeLessThan(500);
  });
});
