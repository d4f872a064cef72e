import { describe, expect, it } from 'vitest';
import { FakeListeningGateway } from '@adapters/fake/fake-listening-gateway';
import type { ImportEntry } from '@domain/listening';
import { ArtistListeningViewModel } from '../../../src/features/listening/artist-listening-view-model';
import { ImportsViewModel } from '../../../src/features/listening/imports-view-model';

const ARTIST = 'XujtiSeuTlRVBIerPJKtYq';
const csvFile = (text: string, name = 'export.csv') => new File([text], name, { type: 'text/csv' });
const LOCALIZED =
  'Follower;Hörer;Datum;Wiedergaben (gesamt)\n1.204;5.310;01.03.2025;12.002\n1.210;5.402;02.03.2025;12.950\n';

describe("the artist page's listening import", () => {
  it('opens the mapping step for a column it cannot place, then imports with the chosen column', async () => {
    const gateway = new FakeListeningGateway();
    const vm = new ArtistListeningViewModel(gateway);
    await vm.load(ARTIST);
    expect(vm.hasData).toBe(false);

    await vm.importFile(csvFile(LOCALIZED));
    expect(vm.pending?.columns.missing).toEqual(['streams']);
    expect(vm.choices).toEqual({ date: '2', listeners: '1', streams: '', followers: '0' });
    expect(vm.mappingComplete).toBe(false);
    expect(vm.previewLines[0]!.cells.map((cell) => cell.text)).toEqual([
      '1.204',
      '5.310',
      '01.03.2025',
      '12.002',
    ]);

    vm.choose('streams', '3');
    expect(vm.mappingComplete).toBe(true);
    await vm.submitMapping();
    expect(vm.pending).toBeNull();
    expect(vm.outcome).toEqual({ ok: true, text: 'Imported 2 rows: 2 added, 0 updated, 0 unchanged.' });
    expect(vm.data?.audience.map((day) => day.streams)).toEqual([12002, 12950]);

    vm.choose('streams', '3');
    await vm.importFile(csvFile('date,listeners,streams\n2025-03-01,5310,12002\n2025-03-01,1,2\n'));
    expect(vm.outcome).toEqual({
      ok: false,
      text: 'Line 3, column "date": "2025-03-01" is already on line 2.',
    });
  });

  it('lists imports in My Account and deletes one with its rows', async () => {
    const gateway = new FakeListeningGateway();
    const artist = new ArtistListeningViewModel(gateway);
    await artist.load(ARTIST);
    artist.setKind('songs');
    await artist.importFile(csvFile('song,listeners,streams\nAll My Gold,10,20\n', 'songs.csv'));
    const imports = new ImportsViewModel(gateway);
    await imports.load();
    expect(imports.rows.map((row) => [row.kindText, row.entry.file_name, row.path])).toEqual([
      ['Songs table', 'songs.csv', `/artist/${ARTIST}`],
    ]);
    await imports.remove(imports.rows[0]!.entry.id);
    expect(imports.rows).toEqual([]);
    await artist.load(ARTIST);
    expect(artist.data?.songs).toEqual([]);
  });

  it('names the page each import opens: the artist of an export, the item of a kept history', async () => {
    const gateway = new FakeListeningGateway();
    const entry = (id: number, kind: ImportEntry['kind'], subject: string | null) => ({
      id,
      item_key: 'gnPfSrEYP3w0bmpAbj19yq',
      kind,
      file_name: `${kind}.csv`,
      subject,
      period_start: null,
      period_end: null,
      rows: 1,
      created_at: '2026-03-01T00:00:00Z',
    });
    gateway.imports = async () => ({
      ok: true,
      value: [
        entry(1, 'item_history', 'playlist'),
        entry(2, 'item_history', 'track'),
        entry(3, 'audience', null),
      ],
    });
    const imports = new ImportsViewModel(gateway);
    await imports.load();
    expect(imports.rows.map((row) => [row.pathText, row.path])).toEqual([
      ['Playlist page', '/playlist/gnPfSrEYP3w0bmpAbj19yq'],
      ['Track page', '/track/gnPfSrEYP3w0bmpAbj19yq'],
      ['Artist page', '/artist/gnPfSrEYP3w0bmpAbj19yq'],
    ]);
  });
});
