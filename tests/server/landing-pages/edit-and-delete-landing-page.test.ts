import { describe, expect, it } from 'vitest';
import { createLandingPage } from '@server/landing-pages/use-cases/create-landing-page';
import { deleteLandingPage } from '@server/landing-pages/use-cases/delete-landing-page';
import { listUserFiles } from '@server/landing-pages/use-cases/list-user-files';
import { updateLandingPage } from '@server/landing-pages/use-cases/update-landing-page';
import { mp4 } from './support/media-bytes';
import { landingFakes, uploaded } from '../../support/fakes/landing-pages/landing-fakes';
import { successOf } from '../../support/results';
import { aLandingPageForm } from './support/landing-form';

const ALICE = 1;
const BOB = 2;

const form = aLandingPageForm;

describe('updateLandingPage', () => {
  it('lets only the owner edit; keeps the image when none is sent; may rename the slug', async () => {
    const fakes = landingFakes();
    const created = await createLandingPage(fakes.saving(), { ownerId: ALICE, form: form() });
    if (!created.ok) throw new Error('setup failed');
    expect(
      await updateLandingPage(fakes.saving(), {
        ownerId: BOB,
        slug: 'summer-launch',
        form: form({ image: null }),
      }),
    ).toEqual({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await updateLandingPage(fakes.saving(), { ownerId: ALICE, slug: 'nope', form: form() })).toEqual({
      ok: false,
      error: { kind: 'not_found' },
    });
    fakes.clock.advance(60_000);
    const updated = await updateLandingPage(fakes.saving(), {
      ownerId: ALICE,
      slug: 'summer-launch',
      form: form({ slug: 'autumn', title: 'Autumn', image: null }),
    });
    expect(updated).toMatchObject({
      ok: true,
      value: {
        slug: 'autumn',
        title: 'Autumn',
        image: created.value.image,
        createdAt: created.value.createdAt,
        updatedAt: fakes.clock.now(),
      },
    });
  });

  it('refuses a slug of another page and drops a fallback once the video is MP4', async () => {
    const fakes = landingFakes();
    await createLandingPage(fakes.saving(), { ownerId: BOB, form: form({ slug: 'bobs' }) });
    await createLandingPage(fakes.saving(), { ownerId: ALICE, form: form({ slug: 'alices' }) });
    expect(
      await updateLandingPage(fakes.saving(), {
        ownerId: ALICE,
        slug: 'alices',
        form: form({ slug: 'bobs', image: null }),
      }),
    ).toEqual({ ok: false, error: { kind: 'slug_taken' } });
    const updated = await updateLandingPage(fakes.saving(), {
      ownerId: ALICE,
      slug: 'alices',
      form: form({
        slug: 'alices',
        image: null,
        video: { kind: 'upload', file: uploaded(mp4()) },
        videoMp4: { kind: 'upload', file: uploaded(mp4()) },
      }),
    });
    expect(updated).toMatchObject({ ok: true, value: { videoMp4: null } });
    expect(updated.ok && updated.value.video).toMatch(/\.mp4$/);
  });
});

describe('deleteLandingPage', () => {
  it('deletes only the owner page, and only the files no other page shows', async () => {
    const fakes = landingFakes();
    const first = await createLandingPage(fakes.saving(), {
      ownerId: ALICE,
      form: form({ slug: 'first', video: { kind: 'upload', file: uploaded(mp4()) } }),
    });
    if (!first.ok) throw new Error('setup failed');
    const sharedImage = first.value.image!;
    const ownVideo = first.value.video!;
    await createLandingPage(fakes.saving(), {
      ownerId: ALICE,
      form: form({ slug: 'second', image: { kind: 'existing', name: sharedImage } }),
    });

    expect(await deleteLandingPage(fakes, { ownerId: BOB, slug: 'first' })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(await deleteLandingPage(fakes, { ownerId: ALICE, slug: 'missing' })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect(await deleteLandingPage(fakes, { ownerId: ALICE, slug: 'first' })).toEqual({
      ok: true,
      value: { removedFiles: [ownVideo] },
    });
    expect(await fakes.pages.findBySlug('first')).toBeNull();
    expect(fakes.storage.objects.has(`${ALICE}/${sharedImage}`)).toBe(true);
    expect(fakes.storage.objects.has(`${ALICE}/${ownVideo}`)).toBe(false);
    expect(
      (await successOf(listUserFiles(fakes, { ownerId: ALICE }))).images.map((file) => file.name),
    ).toEqual([sharedImage]);

    expect(await deleteLandingPage(fakes, { ownerId: ALICE, slug: 'second' })).toEqual({
      ok: true,
      value: { removedFiles: [sharedImage] },
    });
    expect(fakes.storage.objects.size).toBe(0);
    expect(await successOf(listUserFiles(fakes, { ownerId: ALICE }))).toEqual({ images: [], videos: [] });
  });
});
