import { describe, expect, it } from 'vitest';
import type { LandingPageForm } from '@server/landing-pages/landing-page-form';
import { UNKNOWN_FILE_MESSAGE } from '@server/landing-pages/save-landing-page-form';
import { createLandingPage } from '@server/landing-pages/use-cases/create-landing-page';
import { deleteUserFile } from '@server/landing-pages/use-cases/delete-user-file';
import { landingFakes, uploaded } from '../../support/fakes/landing-pages/landing-fakes';
import { mp4, png, webm } from './support/media-bytes';
import { aLandingPageForm } from './support/landing-form';

const ALICE = 1;

const form = (overrides: Partial<LandingPageForm> = {}): LandingPageForm =>
  aLandingPageForm({
    video: { kind: 'upload', file: uploaded(webm(), 'clip.webm') },
    videoMp4: { kind: 'upload', file: uploaded(mp4(), 'clip.mp4') },
    ...overrides,
  });

describe('a save that fails after its uploads were stored', () => {
  it('removes them from the library and storage when the slug is taken at the last moment', async () => {
    const fakes = landingFakes();
    // Another request takes the slug between the check and the insert.
    const deps = {
      ...fakes.saving(),
      pages: Object.assign(Object.create(fakes.pages), {
        create: async () => ({ ok: false as const, error: 'slug_taken' as const }),
      }),
    };
    expect(await createLandingPage(deps, { ownerId: ALICE, form: form() })).toEqual({
      ok: false,
      error: { kind: 'slug_taken' },
    });
    expect(fakes.files.files).toEqual([]);
    expect([...fakes.storage.objects.keys()]).toEqual([]);
  });

  it('refuses with the unknown-file message and removes the new uploads when a chosen library file is deleted meanwhile', async () => {
    const fakes = landingFakes();
    const chosen = `${'c'.repeat(32)}.png`;
    await fakes.files.add({
      ownerId: ALICE,
      name: chosen,
      kind: 'image',
      contentType: 'image/png',
      size: 200,
      createdAt: fakes.clock.now(),
    });
    await fakes.storage.put(`${ALICE}/${chosen}`, uploaded(png()));
    // The owner deletes the chosen image on another request, after this save checked the library.
    const deps = {
      ...fakes.saving(),
      pages: Object.assign(Object.create(fakes.pages), {
        create: async (...args: Parameters<typeof fakes.pages.create>) => {
          await deleteUserFile(
            { files: fakes.files, storage: fakes.storage },
            { ownerId: ALICE, name: chosen },
          );
          return fakes.pages.create(...args);
        },
      }),
    };
    expect(
      await createLandingPage(deps, {
        ownerId: ALICE,
        form: form({ image: { kind: 'existing', name: chosen } }),
      }),
    ).toEqual({ ok: false, error: { kind: 'invalid', message: UNKNOWN_FILE_MESSAGE } });
    expect(await fakes.pages.findBySlug('summer-launch')).toBeNull();
    expect(fakes.files.files).toEqual([]);
    expect([...fakes.storage.objects.keys()]).toEqual([]);
  });

  it('removes the uploads already stored when storing a later one fails, and lets the error through', async () => {
    const fakes = landingFakes();
    let puts = 0;
    const put = fakes.storage.put.bind(fakes.storage);
    fakes.storage.put = async (key, content) => {
      if (++puts === 2) throw new Error('disk full');
      return put(key, content);
    };
    await expect(createLandingPage(fakes.saving(), { ownerId: ALICE, form: form() })).rejects.toThrow(
      'disk full',
    );
    expect(fakes.files.files).toEqual([]);
    expect([...fakes.storage.objects.keys()]).toEqual([]);
  });

  it("refuses uploads over the owner's quota before storing anything", async () => {
    const fakes = landingFakes();
    const quota = png().length + webm().length;
    expect(await createLandingPage(fakes.saving(quota), { ownerId: ALICE, form: form() })).toEqual({
      ok: false,
      error: { kind: 'quota_exceeded', usedBytes: 0, quotaBytes: quota },
    });
    expect(fakes.files.files).toEqual([]);
    expect([...fakes.storage.objects.keys()]).toEqual([]);
  });
});
