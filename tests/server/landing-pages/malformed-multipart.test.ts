import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOUNDARY_MISSING_MESSAGE,
  FORM_INCOMPLETE_MESSAGE,
  TOO_MANY_FIELDS_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
} from '@server/landing-pages/routes/landing-form-reader';
import { apiTargets } from '../accounts/database-targets';
import { type SignedInUser, signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { formFields, getJson } from './support/landing-requests';
import { png } from './support/media-bytes';
import { type FilePart, multipart } from './support/multipart';

const image: FilePart = { bytes: png(), filename: 'cover.png', type: 'image/png' };
const TEXT_FIELDS = ['slug', 'title', 'description', 'meta_pixel_id', 'meta_access_token', 'image', 'video'];
const LIST_FIELDS = ['spotify_uris', 'apple_music_urls', 'amazon_music_urls', 'youtube_music_urls'];

/** A list field's JSON with `text` inside one of its strings (spelled as a JSON escape). */
function listWith(field: string, escaped: string): string {
  if (field === 'spotify_uris')
    return `[{"uri":"spotify:track:4uLU6hMCjMI75M1A2tKUQC${escaped}","proportion":100}]`;
  return `["https://example.com/${escaped}"]`;
}

describe.each(apiTargets)('malformed multipart landing forms on $name', (target) => {
  const context = useLandingApp(target);
  let user: SignedInUser;
  const post = async (contentType: string, payload: Buffer | string) => {
    const { app } = context.current;
    user ??= await signIn(app);
    return app.inject({
      method: 'POST',
      url: '/api/landing-pages',
      headers: { ...user.headers, 'content-type': contentType },
      payload,
    });
  };
  const send = (fields: Record<string, string>, files: Record<string, FilePart> = { image }) => {
    const body = multipart(fields, files);
    return post(body.headers['content-type']!, body.payload);
  };
  const refusedWith = (response: { statusCode: number; json(): unknown }, error: string | RegExp) => {
    expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: typeof error === 'string' ? error : expect.stringMatching(error),
    });
  };

  it('refuses NUL in any text field, and NUL or a lone surrogate inside a JSON list, with a 400 naming the field', async () => {
    for (const field of TEXT_FIELDS) {
      refusedWith(
        await send(formFields({ slug: 'nul-text', [field]: 'a\u0000b' })),
        `Invalid text in the field "${field}": control characters are not allowed.`,
      );
    }
    refusedWith(await send(formFields({ slug: 'nul-text', title: 'Two\r\nlines' })), /"title".*control/);
    for (const field of LIST_FIELDS) {
      refusedWith(
        await send(formFields({ slug: 'nul-list', [field]: listWith(field, '\\u0000') })),
        /control characters/,
      );
      refusedWith(
        await send(formFields({ slug: 'nul-list', [field]: listWith(field, '\\ud800') })),
        /not valid Unicode/,
      );
      refusedWith(
        await send(formFields({ slug: 'nul-list', [field]: listWith(field, '\\udc00x') })),
        /not valid Unicode/,
      );
    }
    const files = (await getJson(context.current.app, '/api/user-files', user)).json();
    expect(files).toEqual({ success: true, images: [], videos: [] });
  });

  it('keeps line breaks in the description', async () => {
    const response = await send(formFields({ slug: 'multi-line', description: 'One\r\nTwo\n\tthree' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().landing_page.description).toBe('One\r\nTwo\n\tthree');
  });

  it('answers malformed framing with a 400 that says what is wrong', async () => {
    const good = multipart(formFields({ slug: 'framing' }), { image });
    const type = good.headers['content-type']!;
    const boundary = type.split('boundary=')[1]!;
    const text = good.payload.toString('latin1');
    refusedWith(await post('multipart/form-data', good.payload), BOUNDARY_MISSING_MESSAGE);
    refusedWith(await post('multipart/form-data; boundary=', good.payload), /could not be read|required/);
    refusedWith(
      await post('multipart/form-data; boundary=somethingelse', good.payload),
      FORM_INCOMPLETE_MESSAGE,
    );
    refusedWith(
      await post(type, good.payload.subarray(0, good.payload.length - 120)),
      FORM_INCOMPLETE_MESSAGE,
    );
    refusedWith(await post(type, text.replaceAll('\r\n', '\n')), FORM_INCOMPLETE_MESSAGE);
    refusedWith(await post(type, text.replace(`--${boundary}--\r\n`, '')), FORM_INCOMPLETE_MESSAGE);
    refusedWith(
      await post(type, `--${boundary}\r\nContent-Disposition: form-data\r\n`),
      FORM_INCOMPLETE_MESSAGE,
    );
  });

  it('says "Too many files" and "Too many fields" for counts over the limits, not "too large"', async () => {
    const many = multipart(formFields({ slug: 'many-files' }), {
      image,
      video: image,
      video_mp4: image,
    });
    // A fourth file part under a repeated name: the count limit stops the reading first.
    const fourth = many.payload
      .toString('latin1')
      .replace(
        /--([^\r]+)--\r\n$/,
        (_all, b: string) =>
          `--${b}\r\nContent-Disposition: form-data; name="extra"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${b}--\r\n`,
      );
    refusedWith(
      await post(many.headers['content-type']!, Buffer.from(fourth, 'latin1')),
      TOO_MANY_FILES_MESSAGE,
    );
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`extra${index}`, 'x']));
    refusedWith(await send({ ...formFields({ slug: 'many-fields' }), ...fields }), TOO_MANY_FIELDS_MESSAGE);
  });

  it('never answers 5xx to mangled multipart bodies, and every refusal is JSON { success: false, error }', async () => {
    const control = fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\r', '\n', '\t');
    const field = fc.constantFrom(...TEXT_FIELDS, ...LIST_FIELDS, 'unknown', '__proto__', 'bad\u0000name');
    const value = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc
        .tuple(fc.string({ maxLength: 8 }), control, fc.string({ maxLength: 8 }))
        .map((parts) => parts.join('')),
      fc.constantFrom(
        '[',
        '["\\ud800"]',
        '["a\\u0000"]',
        '[{"uri":"\\udfff","proportion":"x"}]',
        '{}',
        'null',
        '[1,2]',
      ),
    );
    const mangle = fc.constantFrom(
      'none',
      'truncate',
      'lf',
      'no-final',
      'boundary-missing',
      'boundary-wrong',
      'boundary-quoted',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(field, value, { maxKeys: 5 }),
        fc.boolean(),
        mangle,
        fc.nat(),
        async (extra, withImage, how, cut) => {
          const body = multipart(
            formFields({ slug: `fuzz-${cut % 1000}`, ...extra }),
            withImage ? { image } : {},
          );
          const type = body.headers['content-type']!;
          const boundary = type.split('boundary=')[1]!;
          const text = body.payload.toString('latin1');
          const [contentType, payload] = {
            none: [type, body.payload],
            truncate: [type, body.payload.subarray(0, cut % body.payload.length)],
            lf: [type, Buffer.from(text.replaceAll('\r\n', '\n'), 'latin1')],
            'no-final': [type, Buffer.from(text.replace(`--${boundary}--\r\n`, ''), 'latin1')],
            'boundary-missing': ['multipart/form-data', body.payload],
            'boundary-wrong': [`multipart/form-data; boundary=${boundary}x`, body.payload],
            'boundary-quoted': [`multipart/form-data; boundary="${boundary}"`, body.payload],
          }[how] as [string, Buffer];
          const response = await post(contentType, payload);
          expect(response.statusCode, `${how} ${JSON.stringify(extra)} → ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400)
            expect(response.json()).toEqual({ success: false, error: expect.any(String) });
        },
      ),
      { numRuns: 150 },
    );
    expect(context.current.warnings).toEqual([]);
  });
});
