import { describe, expect, it, vi } from 'vitest';
import { FakeLandingPagesGateway } from '@adapters/fake/fake-landing-pages-gateway';
import { fakeLandingPage } from '@adapters/fake/landing-fixtures';
import {
  LANDING_FALLBACK_NOT_MP4_MESSAGE,
  LANDING_FALLBACK_REQUIRED_MESSAGE,
  LANDING_IMAGE_REQUIRED_MESSAGE,
  LANDING_IMAGE_TOO_LARGE_MESSAGE,
  LANDING_PROPORTIONS_MESSAGE,
  LANDING_FIELD_REQUIRED_MESSAGES,
  LANDING_VIDEO_TOO_LARGE_MESSAGE,
} from '@domain/landing';
import { LandingPageEditorViewModel } from '../../../src/features/landing-pages/landing-page-editor-view-model';
import { FILE_SIZE_REJECTED, SERVER_ERROR_520 } from '../../../src/features/landing-pages/landing-messages';

const file = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

/** An editor whose form passes every rule (a new page with an uploaded image). */
function validEditor(gateway = new FakeLandingPagesGateway({ empty: true })) {
  const editor = new LandingPageEditorViewModel(gateway);
  editor.form.setText('slug', 'my-page');
  editor.form.setText('title', 'My page');
  editor.form.setText('metaPixelId', '1234');
  editor.form.image.chooseUpload(file('cover.png', 'image/png'));
  return { editor, gateway };
}

describe('LandingPageEditorViewModel: the rules of the form, before anything is sent', () => {
  it('checks with the landing-page rules and sends nothing while one fails', async () => {
    const gateway = new FakeLandingPagesGateway({ empty: true });
    const create = vi.spyOn(gateway, 'create');
    const editor = new LandingPageEditorViewModel(gateway);
    expect(await editor.save()).toBeNull();
    // Every failing check at once, each beside its fields; nothing at the bottom.
    expect(Object.fromEntries(editor.form.errors)).toEqual({
      slug: LANDING_FIELD_REQUIRED_MESSAGES.slug,
      title: LANDING_FIELD_REQUIRED_MESSAGES.title,
      metaPixelId: LANDING_FIELD_REQUIRED_MESSAGES.metaPixelId,
      image: LANDING_IMAGE_REQUIRED_MESSAGE,
    });
    expect(editor.error).toBeNull();
    editor.form.setText('slug', 'my-page');
    editor.form.setText('title', 'My page');
    editor.form.setText('metaPixelId', '1234');
    editor.form.image.chooseUpload(file('big.png', 'image/png', 5_242_881));
    await editor.save();
    expect(Object.fromEntries(editor.form.errors)).toEqual({ image: LANDING_IMAGE_TOO_LARGE_MESSAGE });
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps a live total of the proportions, which must come to exactly 100', async () => {
    const { editor } = validEditor();
    const { form } = editor;
    const first = form.spotifyRows[0]!.key;
    form.setSpotifyRow(first, { uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC', proportion: '60' });
    form.addSpotifyRow();
    const second = form.spotifyRows[1]!.key;
    form.setSpotifyRow(second, { uri: 'spotify:album:1DFixLWuPkv3KT3TnV35m3', proportion: '30' });
    expect(form.proportionSum).toBe(90);
    await editor.save();
    expect(form.errorOf('spotifyProportions.0')).toBe(LANDING_PROPORTIONS_MESSAGE);
    expect(form.errorOf('spotifyProportions.1')).toBe(LANDING_PROPORTIONS_MESSAGE);
    form.setSpotifyRow(second, { proportion: '40' });
    expect(form.hasErrors).toBe(false);
    expect(form.proportionSum).toBe(100);
    form.removeSpotifyRow(second);
    expect(form.proportionSum).toBe(60);
  });

  it('shows the MP4 fallback only for a WebM video, and requires an MP4 there', async () => {
    const { editor } = validEditor();
    const { form } = editor;
    form.video.chooseUpload(file('clip.mp4', 'video/mp4'));
    expect(editor.needsFallback).toBe(false);
    form.video.chooseUpload(file('clip.webm', 'video/webm'));
    expect(editor.needsFallback).toBe(true);
    await editor.save();
    expect(form.errorOf('fallbackVideo')).toBe(LANDING_FALLBACK_REQUIRED_MESSAGE);
    form.videoMp4.chooseUpload(file('clip2.webm', 'video/webm'));
    expect(form.errorOf('fallbackVideo')).toBeNull();
    await editor.save();
    expect(form.errorOf('fallbackVideo')).toBe(LANDING_FALLBACK_NOT_MP4_MESSAGE);
    form.videoMp4.chooseUpload(file('clip.mp4', 'video/mp4'));
    expect(await editor.save()).toBe('Landing page "My page" created');
    expect(editor.error).toBeNull();
    expect(form.hasErrors).toBe(false);
  });

  it('refuses a video over 30MB', async () => {
    const { editor } = validEditor();
    editor.form.video.chooseUpload(file('long.mp4', 'video/mp4', 31_457_281));
    await editor.save();
    expect(Object.fromEntries(editor.form.errors)).toEqual({ video: LANDING_VIDEO_TOO_LARGE_MESSAGE });
  });

  it('tells a WebM library video by its type', () => {
    const { editor } = validEditor();
    editor.setLibrary({
      images: [],
      videos: [{ name: 'abc.webm', url: '/u/abc.webm', content_type: 'video/webm', size: 1, created_at: '' }],
    });
    editor.form.video.chooseExisting('abc.webm');
    expect(editor.needsFallback).toBe(true);
  });
});

describe('LandingPageEditorViewModel: what a failed save says', () => {
  async function failedWith(error: string | null, status: number | null, mode: 'create' | 'edit' = 'create') {
    const { editor, gateway } = validEditor(new FakeLandingPagesGateway());
    if (mode === 'edit') editor.startEdit(fakeLandingPage());
    const failure = { ok: false as const, error, status };
    gateway.create = async () => failure;
    gateway.update = async () => failure;
    expect(await editor.save()).toBeNull();
    expect(editor.isSaving).toBe(false);
    expect(editor.progress).toBeNull();
    return editor.error;
  }

  it('413: the server refused the file size; 520: the server error text of the catalogue', async () => {
    expect(await failedWith('too big', 413)).toBe(FILE_SIZE_REJECTED);
    expect(await failedWith(null, 520)).toBe(SERVER_ERROR_520);
  });

  it("otherwise 'Failed to create/update landing page' with the server's text", async () => {
    expect(await failedWith('A landing page with this slug already exists', 409)).toBe(
      'Failed to create landing page: A landing page with this slug already exists',
    );
    expect(await failedWith(null, null)).toBe('Failed to create landing page');
    expect(await failedWith('Landing page not found', 404, 'edit')).toBe(
      'Failed to update landing page: Landing page not found',
    );
  });
});

describe('LandingPageFormState: slug suggestion, errors cleared field by field, default proportions', () => {
  it('suggests the slug from the title until the slug is typed; an emptied slug follows again', () => {
    const { form } = new LandingPageEditorViewModel(new FakeLandingPagesGateway({ empty: true }));
    form.setText('title', 'Midnight Signals — Out Now!');
    expect(form.slug).toBe('midnight-signals-out-now');
    form.setText('slug', 'my-launch');
    form.setText('title', 'Something else');
    expect(form.slug).toBe('my-launch');
    form.setText('slug', '');
    form.setText('title', 'Third title');
    expect(form.slug).toBe('third-title');
    form.startEdit(fakeLandingPage());
    form.setText('title', 'Renamed');
    expect(form.slug).toBe(fakeLandingPage().slug);
  });

  it('clears each error when its own field changes, and only that one', async () => {
    const editor = new LandingPageEditorViewModel(new FakeLandingPagesGateway({ empty: true }));
    const { form } = editor;
    form.appleMusicUrls = ['https://example.com/a', 'https://example.com/b'];
    await editor.save();
    expect([...form.errors.keys()].sort()).toEqual(
      ['appleMusicUrls.0', 'appleMusicUrls.1', 'image', 'metaPixelId', 'slug', 'title'].sort(),
    );
    form.setText('metaPixelId', '1');
    expect(form.errorOf('metaPixelId')).toBeNull();
    expect(form.errorOf('slug')).toBe(LANDING_FIELD_REQUIRED_MESSAGES.slug);
    form.setUrl('appleMusicUrls', 1, 'https://music.apple.com/x');
    expect(form.errorOf('appleMusicUrls.1')).toBeNull();
    expect(form.errorOf('appleMusicUrls.0')).not.toBeNull();
    form.image.chooseUpload(file('cover.png', 'image/png'));
    expect(form.errorOf('image')).toBeNull();
    // The title's suggestion fills the slug, so the slug's error goes too.
    form.setText('title', 'Launch');
    expect(form.errorOf('title')).toBeNull();
    expect(form.errorOf('slug')).toBeNull();
    form.removeUrl('appleMusicUrls', 0);
    expect(form.hasErrors).toBe(false);
  });

  it('starts with no proportion (Total: 0% reads right), and a typed URI takes the share left', () => {
    const { form } = new LandingPageEditorViewModel(new FakeLandingPagesGateway({ empty: true }));
    expect(form.spotifyRows.map((row) => row.proportion)).toEqual(['']);
    expect(form.proportionSum).toBe(0);
    const first = form.spotifyRows[0]!.key;
    form.setSpotifyRow(first, { uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC' });
    expect(form.spotifyRows[0]!.proportion).toBe('100');
    expect(form.proportionSum).toBe(100);
    form.setSpotifyRow(first, { proportion: '70' });
    form.addSpotifyRow();
    const second = form.spotifyRows[1]!.key;
    form.setSpotifyRow(second, { uri: 'spotify:album:1DFixLWuPkv3KT3TnV35m3' });
    expect(form.spotifyRows[1]!.proportion).toBe('30');
    expect(form.proportionSum).toBe(100);
  });
});
