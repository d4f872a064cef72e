import { describe, expect, it } from 'vitest';
import {
  LANDING_IMAGE_TOO_LARGE_MESSAGE,
  LANDING_IMAGE_TYPE_MESSAGE,
  LANDING_VIDEO_TOO_LARGE_MESSAGE,
} from '@domain/landing';
import { apiTargets } from '../accounts/database-targets';
import { signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { coverImage, formFields, getJson, sendForm } from './support/landing-requests';
import { elf, mp4, png, webm, windowsExe } from './support/media-bytes';

const MB5 = 5_242_880;
const MB30 = 31_457_280;

describe.each(apiTargets)('landing-page upload limits and types on $name', (target) => {
  const context = useLandingApp(target);

  it('takes an image of exactly 5 MB and refuses 5 MB + 1 byte, and 30 MB + 1 byte videos and fallbacks, with 413', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const exact = await sendForm(app, user, formFields({ slug: 'exact-limit' }), {
      image: coverImage(png(MB5)),
    });
    expect(exact.statusCode, exact.body).toBe(201);
    const over = await sendForm(app, user, formFields({ slug: 'too-big' }), {
      image: coverImage(png(MB5 + 1)),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ success: false, error: LANDING_IMAGE_TOO_LARGE_MESSAGE });
    expect(over.headers.connection).toBe('close');
    const video = await sendForm(app, user, formFields({ slug: 'too-big' }), {
      image: coverImage(),
      video: { bytes: mp4(MB30 + 1), filename: 'v.mp4', type: 'video/mp4' },
    });
    expect(video.statusCode).toBe(413);
    expect(video.json().error).toBe(LANDING_VIDEO_TOO_LARGE_MESSAGE);
    const fallback = await sendForm(app, user, formFields({ slug: 'too-big' }), {
      image: coverImage(),
      video: { bytes: webm(), filename: 'v.webm', type: 'video/webm' },
      video_mp4: { bytes: mp4(MB30 + 1), filename: 'v.mp4', type: 'video/mp4' },
    });
    expect(fallback.statusCode).toBe(413);
    expect(fallback.json().error).toBe(LANDING_VIDEO_TOO_LARGE_MESSAGE);
    const files = (await getJson(app, '/api/user-files', user)).json();
    expect(files.images).toHaveLength(1);
    expect(files.videos).toEqual([]);
  });

  it('refuses a renamed executable, whatever its name and declared type', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    for (const bytes of [elf(), windowsExe()]) {
      const response = await sendForm(app, user, formFields({ slug: 'sneaky' }), {
        image: coverImage(bytes),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: LANDING_IMAGE_TYPE_MESSAGE });
    }
    expect((await getJson(app, '/api/user-files', user)).json()).toEqual({
      success: true,
      images: [],
      videos: [],
    });
  });
});
