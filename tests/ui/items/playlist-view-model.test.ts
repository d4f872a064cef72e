import { describe, expect, it } from 'vitest';
import { PLAYLIST_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeCatalogGateway } from '@adapters/fake/fake-catalog-gateway';
import { HttpCatalogGateway } from '@adapters/http/http-catalog-gateway';
import { eventLines } from '../../../src/features/items/playlist/event-lines';
import { VERDICT_BADGES } from '@shared/ui/verdict-badge';
import { PlaylistViewModel } from '../../../src/features/items/playlist/playlist-view-model';
import { fixtureApi } from './support/fixture-api';

async function loaded(id: string) {
  const vm = new PlaylistViewModel(new FakeCatalogGateway());
  await vm.load(id);
  return vm;
}

describe('PlaylistViewModel on the fake catalog', () => {
  it('formats counts and the owner', async () => {
    const vm = await loaded(PLAYLIST_IDS.morningFocus);
    expect(vm.followersText).toBe('1,204,533');
    expect(vm.totalTracksText).toBe('75');
    expect(vm.ownerName).toBe('Chartpulse Editors');
  });

  it('reads "not available" where the music service gives nothing', async () => {
    const vm = await loaded(PLAYLIST_IDS.newList);
    expect(vm.followersText).toBe('not available');
    expect(vm.totalTracksText).toBe('not available');
    expect(vm.ownerName).toBe('not available');
  });

  it('describes the bot check in plain words, one line per follower event', async () => {
    const vm = await loaded(PLAYLIST_IDS.boosted);
    const analysis = vm.playlist!.chart_analysis;
    expect(VERDICT_BADGES[analysis.verdict].text).toBe('Likely botted');
    expect(eventLines(analysis).map((line) => [line.text, line.size])).toEqual([
      ['Burst on 02/03/2024', '+18,400 in 1 day, +60% of the audience before it'],
      ['Purge on 09/03/2024', '-15,900 in 1 day, -35% of the audience before it'],
      ['Drip on 15–20/05/2024', '+4,100 in 6 days, +9% of the audience before it'],
    ]);
  });
});

describe('PlaylistViewModel over HTTP', () => {
  it('asks for a fresh read on the first load: GET /playlist/{id}?forceRefresh=true (docs/product.md §7)', async () => {
    const { api, seen } = fixtureApi();
    const vm = new PlaylistViewModel(new HttpCatalogGateway(api));
    await vm.load(PLAYLIST_IDS.morningFocus);
    expect(vm.playlist?.name).toBeTruthy();
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(api.getUri({ url: request!.url, params: request!.params })).toBe(
      `/api/playlist/${PLAYLIST_IDS.morningFocus}?forceRefresh=true`,
    );
  });
});
