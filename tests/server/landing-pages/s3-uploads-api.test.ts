import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../support/fake-s3';
import { signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { coverImage, formFields, sendForm } from './support/landing-requests';
import { mp4, png } from './support/media-bytes';

describe('landing pages with uploads in an S3-compatible bucket', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => s3?.close());
  const context = useLandingApp(
    { postgres: false },
    {
      storage: () => ({
        kind: 's3',
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        region: s3.region,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        prefix: 'landing/',
      }),
    },
  );

  it('stores uploads in the bucket, serves them through /uploads with ranges, deletes them with the page', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const created = await sendForm(app, user, formFields({ slug: 'in-s3' }), {
      image: coverImage(),
      video: { bytes: mp4(), filename: 'v.mp4', type: 'video/mp4' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json().landing_page;
    expect(s3.objects.get(`landing/${user.userId}/${page.image}`)).toEqual({
      bytes: png(),
      contentType: 'image/png',
    });

    const image = await app.inject({ method: 'GET', url: page.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(png());
    const video = await app.inject({ method: 'GET', url: page.video_url, headers: { range: 'bytes=4-' } });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-range']).toBe(`bytes 4-${mp4().length - 1}/${mp4().length}`);
    expect(video.rawPayload).toEqual(mp4().subarray(4));

    await app.inject({ method: 'DELETE', url: '/api/landing-pages/in-s3', headers: user.headers });
    expect(s3.objects.size).toBe(0);
    expect((await app.inject({ method: 'GET', url: page.image_url })).statusCode).toBe(404);
    expect(s3.log.every((entry) => entry.status < 400 || entry.status === 404)).toBe(true);
  });
});
