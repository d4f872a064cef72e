import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPORT_LAYOUTS, MAX_COLUMNS, parseExport, placeColumns } from '@domain/listening';

const options = { maxRows: 100 };

describe('headers matched by name whatever their order and case', () => {
  it('places every column of each documented layout, shuffled and in any case', () => {
    const kinds = Object.keys(EXPORT_LAYOUTS) as Array<keyof typeof EXPORT_LAYOUTS>;
    fc.assert(
      fc.property(
        fc
          .constantFrom(...kinds)
          .chain((kind) =>
            fc.tuple(
              fc.constant(kind),
              fc.shuffledSubarray([...EXPORT_LAYOUTS[kind]], { minLength: EXPORT_LAYOUTS[kind].length }),
            ),
          ),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        ([kind, fields], upper) => {
          const header = fields.map((field, index) => (upper[index] ? field.name.toUpperCase() : field.name));
          const placed = placeColumns(kind, header);
          expect(placed.missing).toEqual([]);
          for (const [index, field] of fields.entries()) expect(placed.columns[field.name]).toBe(index);
        },
      ),
    );
  });

  it('knows the localized names and ignores extra columns', () => {
    const placed = placeColumns('audience', ['Datum', 'Hörer', 'Streams', 'Follower', 'Views']);
    expect(placed).toEqual({
      columns: { date: 0, listeners: 1, streams: 2, followers: 3 },
      missing: [],
      unplaced: ['Views'],
    });
  });
});

describe('a file in the documented layout', () => {
  it('reads the songs table with its extra columns ignored', () => {
    const csv =
      'song,listeners,streams,saves,release_date,views\r\nFirst Light,"1,204","3,310",88,2024-05-01,17\r\nAfterglow,96,140,,2023-11-12,0\r\n';
    const parsed = parseExport('songs', csv, options);
    expect(parsed).toEqual({
      ok: true,
      value: [
        {
          line: 2,
          values: {
            song: 'First Light',
            listeners: 1204,
            streams: 3310,
            saves: 88,
            release_date: '2024-05-01',
          },
        },
        {
          line: 3,
          values: { song: 'Afterglow', listeners: 96, streams: 140, saves: null, release_date: '2023-11-12' },
        },
      ],
    });
  });
});

describe('a mixed export with shuffled, renamed and localized headers', () => {
  // German audience timeline written by a spreadsheet: `;` between cells, `.` grouping, dd.mm.yyyy,
  // and the streams column renamed so nothing can place it by name.
  const csv = [
    'Follower;Hörer;Datum;Wiedergaben (gesamt)',
    '1.204;5.310;01.03.2025;12.002',
    '1.210;5.402;02.03.2025;12.950',
    '1.215;5.388;03.03.2025;11.870',
  ].join('\n');

  it('asks for the mapping, with a preview and the columns it could not place', () => {
    const parsed = parseExport('audience', csv, options);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({
      kind: 'needs_mapping',
      header: ['Follower', 'Hörer', 'Datum', 'Wiedergaben (gesamt)'],
      missing: ['streams'],
      unplaced: ['Wiedergaben (gesamt)'],
    });
    if (parsed.error.kind === 'needs_mapping')
      expect(parsed.error.preview[0]).toEqual(['1.204', '5.310', '01.03.2025', '12.002']);
  });

  it('reads it whole once the mapping places the column', () => {
    const parsed = parseExport('audience', csv, { ...options, mapping: { streams: 3 } });
    expect(parsed.ok && parsed.value.map((row) => row.values)).toEqual([
      { date: '2025-03-01', listeners: 5310, streams: 12002, followers: 1204 },
      { date: '2025-03-02', listeners: 5402, streams: 12950, followers: 1210 },
      { date: '2025-03-03', listeners: 5388, streams: 11870, followers: 1215 },
    ]);
  });
});

describe('a broken file is refused whole with the line and column at fault', () => {
  it.each([
    [
      'date,listeners,streams\n2025-01-01,10,20\n2025-01-02,ten,20\n',
      'Line 3, column "listeners": "ten" is not a number.',
    ],
    [
      'date,listeners,streams\n2025-01-01,10,20\n\n2025-02-30,1,2\n',
      'Line 4, column "date": "2025-02-30" is not a date (write it as YYYY-MM-DD).',
    ],
    [
      'date,listeners,streams\n2025-01-01,10,20\n2025-01-01,11,21\n',
      'Line 3, column "date": "2025-01-01" is already on line 2.',
    ],
    ['date,listeners,streams\n2025-01-01,,20\n', 'Line 2, column "listeners": this cell is empty.'],
    [
      'date,listeners,streams\n2025-01-01,-4,20\n',
      'Line 2, column "listeners": "-4" is negative; counts cannot be.',
    ],
  ])('%j', (csv, message) => {
    expect(parseExport('audience', csv, options)).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'invalid', message }),
    });
  });

  it('refuses a file over the row limit, an empty one and an unclosed quote', () => {
    expect(parseExport('item_history', 'date,count\n2025-01-01,1\n2025-01-02,2\n', { maxRows: 1 })).toEqual({
      ok: false,
      error: { kind: 'too_many_rows', limit: 1 },
    });
    expect(parseExport('item_history', '', options).ok).toBe(false);
    expect(parseExport('item_history', 'date,count\n"2025-01-01,1\n', options)).toMatchObject({
      ok: false,
      error: { kind: 'unreadable', message: 'Line 2: a quoted cell is never closed.' },
    });
  });
});

describe('what no export holds', () => {
  it('refuses a reading dated after the last day, at its line, and takes the last day itself', () => {
    const csv = 'date,count\n2026-03-01,10\n2026-03-02,11\n2026-03-03,12\n';
    expect(parseExport('item_history', csv, { maxRows: 10, lastDay: '2026-03-02' })).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        line: 4,
        column: 'date',
        message: 'Line 4, column "date": "2026-03-03" is after today.',
      },
    });
    expect(parseExport('item_history', csv, { maxRows: 10, lastDay: '2026-03-03' }).ok).toBe(true);
    const timeline = 'date,listeners,streams\n01.01.2099,1,2\n';
    expect(parseExport('audience', timeline, { maxRows: 10, lastDay: '2026-03-03' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid', line: 2, column: 'date' },
    });
  });

  it('leaves the release date of a song free: a song can be announced before it is out', () => {
    const csv = 'song,listeners,streams,release_date\nSoon,1,2,2030-01-01\n';
    expect(parseExport('songs', csv, { maxRows: 10, lastDay: '2026-03-03' }).ok).toBe(true);
  });

  it('refuses a header too wide or too long to be an export, before echoing any of it', () => {
    expect(parseExport('audience', `${','.repeat(MAX_COLUMNS)}\n1\n`, options)).toEqual({
      ok: false,
      error: { kind: 'too_many_columns', limit: MAX_COLUMNS },
    });
    expect(parseExport('audience', `${'h'.repeat(301)},streams\n1,2\n`, options)).toMatchObject({
      ok: false,
      error: { kind: 'unreadable', message: expect.stringContaining('Line 1 is not a header') },
    });
  });

  it('shows at most 300 characters of a cell in the mapping step', () => {
    const parsed = parseExport('audience', `when,how many\n${'7'.repeat(5000)},1\n`, options);
    expect(parsed.ok).toBe(false);
    if (parsed.ok || parsed.error.kind !== 'needs_mapping') throw new Error('expected the mapping step');
    expect(parsed.error.preview[0]![0]).toHaveLength(300);
  });
});
