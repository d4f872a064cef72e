import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredFile } from '@server/landing-pages/ports';
import { type LandingStores, openLandingStores, pageContent, STORE_KINDS } from './support/landing-stores';

const now = new Date('2026-03-01T00:00:00Z');
let names = 0;
/** A fresh stored name (32 hex characters and an extension). */
const freshName = (extension = 'png') => `${(++names).toString(16).padStart(32, '0')}.${extension}`;

describe.each(STORE_KINDS)('library files: quota, removal and the save race on %s', (kind) => {
  let stores: LandingStores;
  beforeAll(async () => {
    stores = await openLandingStores(kind);
  });
  afterAll(async () => stores?.close());

  const addFile = async (ownerId: number, size = 1000, name = freshName()): Promise<StoredFile> => {
    const file: StoredFile = { ownerId, name, kind: 'image', contentType: 'image/png', size, createdAt: now };
    await stores.files.add(file);
    return file;
  };

  it("sums the bytes of the owner's library only", async () => {
    const [alice, bob] = [await stores.newOwner(), await stores.newOwner()];
    expect(await stores.files.totalSize(alice)).toBe(0);
    await addFile(alice, 3_000_000);
    await addFile(alice, 30_000_000);
    await addFile(bob, 5);
    expect(await stores.files.totalSize(alice)).toBe(33_000_000);
    expect(await stores.files.totalSize(bob)).toBe(5);
  });

  it('removes a file no page shows, refuses one a page shows, and says when there is none', async () => {
    const [alice, bob] = [await stores.newOwner(), await stores.newOwner()];
    const used = await addFile(alice);
    const unused = await addFile(alice);
    const page = await stores.pages.create(
      alice,
      pageContent({ slug: `shows-${used.name.slice(24, 32)}`, image: used.name }),
      now,
      [used.name],
    );
    expect(page.ok).toBe(true);
    expect(await stores.files.removeUnlessUsed(alice, used.name)).toBe('in_use');
    expect(await stores.files.removeUnlessUsed(bob, unused.name)).toBe('not_found');
    expect(await stores.files.removeUnlessUsed(alice, unused.name)).toBe('removed');
    expect(await stores.files.find(alice, unused.name)).toBeNull();
    expect(await stores.files.removeUnlessUsed(alice, unused.name)).toBe('not_found');
    expect(await stores.files.find(alice, used.name)).not.toBeNull();
  });

  it('refuses to save a page showing a library file that is gone, on create and on update', async () => {
    const alice = await stores.newOwner();
    const gone = freshName();
    const kept = await addFile(alice);
    const slug = `gone-${gone.slice(24, 32)}`;
    expect(await stores.pages.create(alice, pageContent({ slug, image: gone }), now, [gone])).toEqual({
      ok: false,
      error: 'file_gone',
    });
    expect(await stores.pages.findBySlug(slug)).toBeNull();
    const page = await stores.pages.create(alice, pageContent({ slug, image: kept.name }), now, [kept.name]);
    if (!page.ok) throw new Error(`setup failed: ${page.error}`);
    const update = pageContent({ slug, image: kept.name, video: gone });
    expect(await stores.pages.update(page.value.id, update, now, [kept.name, gone])).toEqual({
      ok: false,
      error: 'file_gone',
    });
    expect((await stores.pages.findBySlug(slug))?.video).toBeNull();
  });

  it('never leaves a page showing a removed file when a removal and a save race (20 trials)', async () => {
    const owner = await stores.newOwner();
    const outcomes = new Set<string>();
    for (let trial = 0; trial < 20; trial++) {
      const file = await addFile(owner);
      const slug = `race-${file.name.slice(24, 32)}`;
      const [removal, save] = await Promise.all([
        stores.files.removeUnlessUsed(owner, file.name),
        stores.pages.create(owner, pageContent({ slug, image: file.name }), now, [file.name]),
      ]);
      outcomes.add(`${removal}/${save.ok ? 'saved' : save.error}`);
      const page = await stores.pages.findBySlug(slug);
      const inLibrary = await stores.files.find(owner, file.name);
      // Either the save won (the file stays, in use) or the removal did (no page shows it).
      if (removal === 'removed') {
        expect(save).toEqual({ ok: false, error: 'file_gone' });
        expect(page).toBeNull();
        expect(inLibrary).toBeNull();
      } else {
        expect(removal).toBe('in_use');
        expect(save.ok).toBe(true);
        expect(page?.image).toBe(file.name);
        expect(inLibrary).not.toBeNull();
      }
    }
    expect([...outcomes].every((outcome) => ['removed/file_gone', 'in_use/saved'].includes(outcome))).toBe(
      true,
    );
  });
});
