import { describe, expect, it, vi } from 'vitest';
import { ARTIST_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeCatalogGateway } from '@adapters/fake/fake-catalog-gateway';
import type { ArtistDetails } from '@domain/catalog/catalog-contracts';
import type { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { ArtistViewModel } from '../../../src/features/items/artist/artist-view-model';

describe('ArtistViewModel on the fake catalog', () => {
  it('loads an artist and formats its figures', async () => {
    const vm = new ArtistViewModel(new FakeCatalogGateway());
    const loading = vm.load(ARTIST_IDS.aurora);
    expect(vm.loader.isLoading).toBe(true);
    await loading;
    expect(vm.loader.status).toBe('loaded');
    expect(vm.artist?.name).toBe('Aurora Vale');
    expect(vm.followersText).toBe('2,431,877');
    expect(vm.popularityText).toBe('72');
    expect(vm.genresText).toBe('indie pop, nordic folk, art pop');
    expect(vm.careerLongevityText).toBe('11 years and 0 months');
  });

  it('sorts collaborators by collaboration count, most first', async () => {
    const vm = new ArtistViewModel(new FakeCatalogGateway());
    await vm.load(ARTIST_IDS.aurora);
    expect(vm.collaborators.map((c) => [c.name, c.collaborations])).toEqual([
      ['North Lights', 5],
      ['Kasper Lind', 2],
    ]);
  });

  it('reads "not available" for a Development Mode artist and hides career longevity', async () => {
    const vm = new ArtistViewModel(new FakeCatalogGateway());
    await vm.load(ARTIST_IDS.devMode);
    expect(vm.followersText).toBe('not available');
    expect(vm.popularityText).toBe('not available');
    expect(vm.genresText).toBe('not available');
    expect(vm.careerLongevityText).toBeNull();
  });

  it('ends in not-found for an unknown id without logging an error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const vm = new ArtistViewModel(new FakeCatalogGateway());
    await vm.load('0000000000000000000000');
    expect(vm.loader.status).toBe('not-found');
    expect(vm.loader.isLoading).toBe(false);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('logs other failures to the console and ends loading (docs/product.md §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      getArtist: () => Promise.reject(new Error('network down')),
    } as unknown as CatalogGateway;
    const vm = new ArtistViewModel(broken);
    await vm.load(ARTIST_IDS.aurora);
    expect(vm.loader.status).toBe('failed');
    expect(vm.artist).toBeNull();
    expect(log).toHaveBeenCalledWith('Error fetching artist data:', expect.any(Error));
    log.mockRestore();
  });

  it('logs a failed answer from the server and ends loading', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unavailable: Pick<CatalogGateway, 'getArtist'> = {
      getArtist: async () => ({ ok: false, error: 'Service unavailable', status: 503 }),
    };
    const vm = new ArtistViewModel(unavailable as CatalogGateway);
    await vm.load(ARTIST_IDS.aurora);
    expect(vm.loader.status).toBe('failed');
    expect(vm.artist).toBeNull();
    expect(log).toHaveBeenCalledWith('Error fetching artist data:', 'Service unavailable');
    log.mockRestore();
  });

  it('keeps only the answer for the latest id when requests overlap', async () => {
    const fake = new FakeCatalogGateway();
    let releaseFirst: (artist: RemoteResult<ArtistDetails>) => void = () => {};
    const slowThenFast = {
      getArtist: (id: string) =>
        id === ARTIST_IDS.aurora
          ? new Promise<RemoteResult<ArtistDetails>>((resolve) => {
              releaseFirst = resolve;
            })
          : fake.getArtist(id),
    } as unknown as CatalogGateway;
    const vm = new ArtistViewModel(slowThenFast);
    const first = vm.load(ARTIST_IDS.aurora);
    await vm.load(ARTIST_IDS.northLights);
    releaseFirst(await fake.getArtist(ARTIST_IDS.aurora));
    await first;
    expect(vm.artist?.name).toBe('North Lights');
  });
});
