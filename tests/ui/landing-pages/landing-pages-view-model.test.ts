import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FakeLandingPagesGateway, type FakeLandingOptions } from '@adapters/fake/fake-landing-pages-gateway';
import { LANDING_DELETE_CONFIRMATION } from '@domain/landing';
import { LandingPageEditorViewModel } from '../../../src/features/landing-pages/landing-page-editor-view-model';
import {
  DELETE_FAILED,
  FILES_LOAD_FAILED,
  PAGES_LOAD_FAILED,
  STATS_LOAD_FAILED,
} from '../../../src/features/landing-pages/landing-messages';
import { LandingPagesViewModel } from '../../../src/features/landing-pages/landing-pages-view-model';

function manager(options: FakeLandingOptions = {}) {
  const gateway = new FakeLandingPagesGateway(options);
  return { gateway, vm: new LandingPagesViewModel(gateway, new LandingPageEditorViewModel(gateway)) };
}

const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'cover.png', { type: 'image/png' });

describe('LandingPagesViewModel on the fake landing-pages gateway', () => {
  it('loads the pages, the file library and each page’s clicks per service and per day', async () => {
    const { vm } = manager();
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.pages.map((page) => page.slug)).toEqual(['demo-release']);
    expect(vm.library.images.map((file) => file.name)).toEqual(['demo-cover.svg']);
    expect(vm.editor.library).toBe(vm.library);
    const stats = vm.stats.get('demo-release');
    expect(stats).toMatchObject({
      totals: { spotify: 129, apple_music: 6, amazon_music: 0, youtube_music: 3 },
    });
    expect(stats !== 'loading' && !('error' in stats!) && stats!.days).toHaveLength(7);
  });

  it('names each part that failed to load', async () => {
    const broken = { error: 'down', status: 503 };
    const { vm } = manager({ fail: { list: broken, userFiles: broken } });
    await vm.load();
    expect(vm.status).toBe('error');
    expect(vm.loadErrors).toEqual([PAGES_LOAD_FAILED, FILES_LOAD_FAILED]);
    const stats = manager({ fail: { stats: broken } }).vm;
    await stats.load();
    expect(stats.loadErrors).toEqual([]);
    expect(stats.stats.get('demo-release')).toEqual({ error: STATS_LOAD_FAILED });
  });

  it('creates a page with an uploaded image, reporting the upload progress, then lists it', async () => {
    const { vm } = manager();
    await vm.load();
    const { form } = vm.editor;
    form.setText('slug', 'new-single');
    form.setText('title', 'New single');
    form.setText('metaPixelId', '42');
    form.image.chooseUpload(png());
    form.setSpotifyRow(form.spotifyRows[0]!.key, {
      uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC',
      proportion: '60',
    });
    form.addSpotifyRow();
    form.setSpotifyRow(form.spotifyRows[1]!.key, {
      uri: 'spotify:album:1DFixLWuPkv3KT3TnV35m3',
      proportion: '40',
    });
    expect(form.proportionSum).toBe(100);
    const seen: Array<number | null> = [];
    const stop = reaction(
      () => vm.editor.progressPercent,
      (percent) => seen.push(percent),
    );
    await vm.save();
    stop();
    expect(seen).toEqual([0, 25, 50, 75, 100, null]);
    expect(vm.notice).toBe('Landing page "New single" created');
    expect(vm.pages.map((page) => page.slug)).toEqual(['new-single', 'demo-release']);
    expect(vm.pages[0]!.spotify_uris).toEqual([
      { uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC', proportion: 60 },
      { uri: 'spotify:album:1DFixLWuPkv3KT3TnV35m3', proportion: 40 },
    ]);
    expect(vm.library.images).toHaveLength(2);
    expect(form.mode).toBe('create');
    expect(form.slug).toBe('');
  });

  it('edits a page: the form takes its values, and saving replaces it', async () => {
    const { vm } = manager();
    await vm.load();
    vm.edit(vm.pages[0]!);
    const { form } = vm.editor;
    expect(form.mode).toBe('edit');
    expect(form.title).toBe('Midnight Signals — out now');
    expect(form.image.choice).toEqual({ kind: 'existing', name: 'demo-cover.svg' });
    expect(form.spotifyRows.map((row) => row.proportion)).toEqual(['70', '30']);
    expect(form.appleMusicUrls).toEqual(['https://music.apple.com/gb/album/midnight-signals/1']);
    form.setText('title', 'Midnight Signals (deluxe)');
    form.setText('slug', 'midnight-deluxe');
    await vm.save();
    expect(vm.notice).toBe('Landing page "Midnight Signals (deluxe)" updated');
    expect(vm.pages.map((page) => [page.slug, page.title])).toEqual([
      ['midnight-deluxe', 'Midnight Signals (deluxe)'],
    ]);
    expect(form.mode).toBe('create');
  });

  it('asks before deleting, with the exact question, then deletes and says so', async () => {
    const { vm } = manager();
    await vm.load();
    vm.requestDelete(vm.pages[0]!);
    expect(vm.deleteConfirmation).toBe(LANDING_DELETE_CONFIRMATION);
    vm.cancelDelete();
    expect(vm.pendingDelete).toBeNull();
    vm.edit(vm.pages[0]!);
    vm.requestDelete(vm.pages[0]!);
    await vm.confirmDelete();
    expect(vm.pages).toEqual([]);
    expect(vm.notice).toBe('Landing page "Midnight Signals — out now" deleted');
    expect(vm.editor.form.mode).toBe('create');
  });

  it("says 'Failed to delete landing page', with the server's reason when it gave one", async () => {
    const { vm } = manager({ fail: { delete: { error: null, status: null } } });
    await vm.load();
    vm.requestDelete(vm.pages[0]!);
    await vm.confirmDelete();
    expect(vm.error).toBe(DELETE_FAILED);
    expect(vm.pages).toHaveLength(1);
    const refused = manager({ fail: { delete: { error: 'Landing page not found', status: 404 } } }).vm;
    await refused.load();
    refused.requestDelete(refused.pages[0]!);
    await refused.confirmDelete();
    expect(refused.error).toBe('Failed to delete landing page: Landing page not found');
  });

  it('drops an answer that a newer load overtook', async () => {
    const { gateway, vm } = manager();
    const list = gateway.list.bind(gateway);
    let calls = 0;
    gateway.list = async () => {
      calls += 1;
      if (calls === 1) await new Promise((resolve) => setTimeout(resolve, 20));
      const answer = await list();
      return calls === 2 && answer.ok ? { ok: true, value: [] } : answer;
    };
    await Promise.all([vm.load(), vm.load()]);
    expect(vm.pages).toEqual([]);
  });
});
