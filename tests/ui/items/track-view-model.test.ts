import { describe, expect, it } from 'vitest';
import { TRACK_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeCatalogGateway } from '@adapters/fake/fake-catalog-gateway';
import { TrackViewModel } from '../../../src/features/items/track/track-view-model';

async function loaded(id: string) {
  const vm = new TrackViewModel(new FakeCatalogGateway());
  await vm.load(id);
  return vm;
}

describe('TrackViewModel on the fake catalog', () => {
  it('uses the second album image and formats the details', async () => {
    const vm = await loaded(TRACK_IDS.runaway);
    expect(vm.coverUrl).toBe(vm.track?.album.images[1]?.url);
    expect(vm.durationText).toBe('04:08');
    expect(vm.releaseDateText).toBe('17/05/2013');
    expect(vm.popularityText).toBe('81');
    expect(vm.explicitText).toBe('No');
    expect(vm.isrcText).toBe('GBUM71500987');
  });

  it('falls back to the only image, shows hours for long tracks and a missing ISRC', async () => {
    const vm = await loaded(TRACK_IDS.longForm);
    expect(vm.coverUrl).toBe(vm.track?.album.images[0]?.url);
    expect(vm.durationText).toBe('01:04:05');
    expect(vm.isrcText).toBe('not available');
  });

  it('says a withheld popularity in words and keeps month-precision dates', async () => {
    const vm = await loaded(TRACK_IDS.glacier);
    expect(vm.popularityText).toBe('Spotify does not give track popularity to this installation');
    expect(vm.explicitText).toBe('Yes');
    expect(vm.releaseDateText).toBe('10/2021');
  });
});
