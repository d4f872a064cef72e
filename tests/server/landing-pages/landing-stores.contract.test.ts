import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LandingStores, openLandingStores, pageContent, STORE_KINDS } from './support/landing-stores';

const at = (iso: string) => new Date(iso);

describe.each(STORE_KINDS)('landing-page stores contract: %s', (kind) => {
  let stores: LandingStores;
  beforeAll(async () => {
    stores = await openLandingStores(kind);
  });
  afterAll(async () => stores?.close());

  it('creates, finds, lists newest first and keeps every field', async () => {
    const owner = await stores.newOwner();
    const first = await stores.pages.create(
      owner,
      pageContent({ slug: 'first-page' }),
      at('2026-01-01T10:00:00Z'),
    );
    const rich = pageContent({
      slug: 'second-page',
      video: `${'b'.repeat(32)}.webm`,
      videoMp4: `${'c'.repeat(32)}.mp4`,
      metaAccessToken: 'token',
      spotifyUris: [
        { uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC', proportion: 70 },
        { uri: 'spotify:album:4uLU6hMCjMI75M1A2tKUQD', proportion: 30 },
      ],
      appleMusicUrls: ['https://music.apple.com/gb/album/x/1'],
      amazonMusicUrls: ['https://music.amazon.com/albums/B0'],
      youtubeMusicUrls: ['https://music.youtube.com/watch?v=a'],
    });
    const second = await stores.pages.create(owner, rich, at('2026-01-02T10:00:00Z'));
    expect(first.ok && second.ok).toBe(true);
    if (!second.ok) return;
    expect(second.value).toMatchObject({ ...rich, ownerId: owner, createdAt: at('2026-01-02T10:00:00Z') });
    expect(await stores.pages.findBySlug('second-page')).toEqual(second.value);
    expect((await stores.pages.listByOwner(owner)).map((page) => page.slug)).toEqual([
      'second-page',
      'first-page',
    ]);
    expect(await stores.pages.listByOwner(await stores.newOwner())).toEqual([]);
    expect(await stores.pages.findBySlug('nobody')).toBeNull();
  });

  it('keeps slugs unique across owners, on create and on update', async () => {
    const [alice, bob] = [await stores.newOwner(), await stores.newOwner()];
    const now = at('2026-02-01T00:00:00Z');
    const page = await stores.pages.create(alice, pageContent({ slug: 'taken' }), now);
    expect(await stores.pages.create(bob, pageContent({ slug: 'taken' }), now)).toEqual({
      ok: false,
      error: 'slug_taken',
    });
    const other = await stores.pages.create(bob, pageContent({ slug: 'bobs' }), now);
    if (!page.ok || !other.ok) throw new Error('setup failed');
    expect(await stores.pages.update(other.value.id, pageContent({ slug: 'taken' }), now)).toEqual({
      ok: false,
      error: 'slug_taken',
    });
    const renamed = await stores.pages.update(
      other.value.id,
      pageContent({ slug: 'bobs-new', title: 'New' }),
      at('2026-02-02T00:00:00Z'),
    );
    expect(renamed).toMatchObject({
      ok: true,
      value: { slug: 'bobs-new', title: 'New', createdAt: now, updatedAt: at('2026-02-02T00:00:00Z') },
    });
    expect(await stores.pages.findBySlug('bobs')).toBeNull();
  });

  it('counts the pages that show a file, and forgets deleted pages', async () => {
    const owner = await stores.newOwner();
    const shared = `${'d'.repeat(32)}.png`;
    const clip = `${'e'.repeat(32)}.mp4`;
    const now = at('2026-03-01T00:00:00Z');
    const one = await stores.pages.create(owner, pageContent({ slug: 'uses-one', image: shared }), now);
    await stores.pages.create(owner, pageContent({ slug: 'uses-two', image: shared, video: clip }), now);
    expect(await stores.pages.countUsesOf(shared)).toBe(2);
    expect(await stores.pages.countUsesOf(clip)).toBe(1);
    if (!one.ok) throw new Error('setup failed');
    await stores.pages.delete(one.value.id);
    expect(await stores.pages.countUsesOf(shared)).toBe(1);
    expect(await stores.pages.countUsesOf(`${'f'.repeat(32)}.png`)).toBe(0);
  });

  it("keeps each owner's file library", async () => {
    const [alice, bob] = [await stores.newOwner(), await stores.newOwner()];
    const file = (name: string, kind: 'image' | 'video', iso: string) => ({
      ownerId: alice,
      name,
      kind,
      contentType: kind === 'image' ? 'image/png' : 'video/mp4',
      size: 1234,
      createdAt: at(iso),
    });
    await stores.files.add(file(`${'1'.repeat(32)}.png`, 'image', '2026-01-01T00:00:00Z'));
    await stores.files.add(file(`${'2'.repeat(32)}.mp4`, 'video', '2026-01-03T00:00:00Z'));
    expect((await stores.files.listByOwner(alice)).map((f) => f.name)).toEqual([
      `${'2'.repeat(32)}.mp4`,
      `${'1'.repeat(32)}.png`,
    ]);
    expect(await stores.files.find(alice, `${'1'.repeat(32)}.png`)).toEqual(
      file(`${'1'.repeat(32)}.png`, 'image', '2026-01-01T00:00:00Z'),
    );
    expect(await stores.files.find(bob, `${'1'.repeat(32)}.png`)).toBeNull();
    await stores.files.remove(bob, `${'1'.repeat(32)}.png`);
    expect(await stores.files.listByOwner(alice)).toHaveLength(2);
    await stores.files.remove(alice, `${'1'.repeat(32)}.png`);
    expect((await stores.files.listByOwner(alice)).map((f) => f.name)).toEqual([`${'2'.repeat(32)}.mp4`]);
  });

  it('counts a visitor id once per button, claims its conversion once per page, and forgets old visitors', async () => {
    const owner = await stores.newOwner();
    const created = await stores.pages.create(
      owner,
      pageContent({ slug: 'clicked' }),
      at('2026-04-01T00:00:00Z'),
    );
    if (!created.ok) throw new Error('setup failed');
    const pageId = created.value.id;
    const click = (visitor: string, iso: string, service: 'spotify' | 'apple_music' = 'spotify') =>
      stores.clicks.count({ pageId, service, visitor, at: at(iso) });
    expect(await click('v1', '2026-04-01T10:00:00Z')).toBe(true);
    expect(await click('v1', '2026-04-01T23:58:59Z')).toBe(false);
    expect(await click('v1', '2026-04-01T23:58:30Z', 'apple_music')).toBe(true);
    expect(await click('v2', '2026-04-01T23:58:30Z')).toBe(true);
    expect(await click('v1-next-day', '2026-04-02T00:00:30Z')).toBe(true);
    expect(await stores.clicks.daily(pageId)).toEqual([
      { day: '2026-04-01', service: 'apple_music', clicks: 1 },
      { day: '2026-04-01', service: 'spotify', clicks: 2 },
      { day: '2026-04-02', service: 'spotify', clicks: 1 },
    ]);

    expect(await stores.clicks.claimConversion(pageId, 'v1', at('2026-04-01T10:00:00Z'))).toBe(true);
    expect(await stores.clicks.claimConversion(pageId, 'v1', at('2026-04-01T11:00:00Z'))).toBe(false);
    expect(await stores.clicks.claimConversion(pageId, 'v2', at('2026-04-01T11:00:00Z'))).toBe(true);
    // A conversion claim is no click.
    expect(await stores.clicks.daily(pageId)).toHaveLength(3);

    await stores.clicks.forgetVisitorsBefore(at('2026-04-02T00:00:00Z'));
    // v2 was forgotten: its next click and claim count again.
    expect(await click('v2', '2026-04-01T23:59:10Z')).toBe(true);
    expect(await stores.clicks.claimConversion(pageId, 'v2', at('2026-04-01T23:59:10Z'))).toBe(true);
    expect(await click('v1-next-day', '2026-04-02T00:00:40Z')).toBe(false);
    expect(await stores.clicks.daily(pageId + 1000)).toEqual([]);
  });
});
