import { describe, expect, it } from 'vitest';
import { FakeListeningGateway } from '@adapters/fake/fake-listening-gateway';
import { KeptReadingsViewModel } from '../../../src/features/listening/kept-readings-view-model';

const PLAYLIST = 'gnPfSrEYP3w0bmpAbj19yq';
const csvFile = (text: string, name = 'kept.csv') => new File([text], name, { type: 'text/csv' });

describe("a tracked item's kept readings", () => {
  it('imports a date,count file, names the item in My Account, and reloads the page history', async () => {
    const gateway = new FakeListeningGateway();
    const vm = new KeptReadingsViewModel(gateway);
    let reloads = 0;
    vm.show({ kind: 'playlist', key: PLAYLIST }, () => reloads++);
    await vm.importFile(csvFile('date,count\n2025-01-01,41200\n2025-02-01,43950\n'));
    expect(vm.outcome).toEqual({ ok: true, text: 'Imported 2 rows: 2 added, 0 updated, 0 unchanged.' });
    expect(reloads).toBe(1);
    const imports = await gateway.imports();
    expect(imports.ok && imports.value.map((entry) => [entry.kind, entry.subject, entry.item_key])).toEqual([
      ['item_history', 'playlist', PLAYLIST],
    ]);
  });

  it('asks which column is which when the header names neither, then imports with the choice', async () => {
    const vm = new KeptReadingsViewModel(new FakeListeningGateway());
    let reloads = 0;
    vm.show({ kind: 'track', key: PLAYLIST }, () => reloads++);
    await vm.importFile(csvFile('Stichtag;Wert\n01.01.2025;41\n'));
    expect(vm.pending?.columns.missing).toEqual(['date', 'count']);
    expect(vm.mappingComplete).toBe(false);
    vm.choose('date', '0');
    vm.choose('count', '0');
    expect(vm.mappingComplete).toBe(false);
    vm.choose('count', '1');
    await vm.submitMapping();
    expect(vm.pending).toBeNull();
    expect(vm.outcome).toEqual({ ok: true, text: 'Imported 1 row: 1 added, 0 updated, 0 unchanged.' });
    expect(reloads).toBe(1);
    await vm.importFile(csvFile('date,count\n2025-01-01,x\n'));
    expect(vm.outcome).toEqual({ ok: false, text: 'Line 2, column "count": "x" is not a number.' });
    expect(reloads).toBe(1);
  });
});
