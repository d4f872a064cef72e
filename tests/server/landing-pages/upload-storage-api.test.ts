import { existsSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { apiTargets } from '../accounts/database-targets';
import { RELAXED_RATE_LIMITS, type SignedInUser, signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { coverImage, formFields, getJson, sendForm } from './support/landing-requests';
import { multipart } from './support/multipart';
import { png } from './support/media-bytes';

const KB600 = 600 * 1024;
const FORM_SAVES_PER_ACCOUNT = 6;

describe.each(apiTargets)(
  'upload storage: quota, rate limit, deleting files, leftovers on $name',
  (target) => {
    const context = useLandingApp(target, {
      configOverrides: {
        uploadQuotaMb: 1,
        rateLimits: {
          ...RELAXED_RATE_LIMITS,
          upload: { perIp: 10_000, perAccount: FORM_SAVES_PER_ACCOUNT, windowMs: 60 * 60_000 },
        },
      },
    });
    const dataDir = () => context.current.testApp.config.dataDir;
    const uploadsOf = async (user: SignedInUser) =>
      readdir(path.join(dataDir(), 'uploads', String(user.userId))).catch(() => [] as string[]);
    const spooled = async () => readdir(path.join(dataDir(), 'upload-spool')).catch(() => [] as string[]);
    const library = async (user: SignedInUser) => {
      const files = (await getJson(context.current.app, '/api/user-files', user)).json();
      return [...files.images, ...files.videos].map((file: { name: string }) => file.name);
    };
    const deleteFile = (user: SignedInUser, name: string, headers = user.headers) =>
      context.current.app.inject({ method: 'DELETE', url: `/api/user-files/${name}`, headers });

    it("refuses an upload over the owner's quota with 413 and how much is used, leaving nothing behind", async () => {
      const { app } = context.current;
      const user = await signIn(app);
      const first = await sendForm(app, user, formFields({ slug: 'quota-one' }), {
        image: coverImage(png(KB600)),
      });
      expect(first.statusCode, first.body).toBe(201);
      const second = await sendForm(app, user, formFields({ slug: 'quota-two' }), {
        image: coverImage(png(KB600)),
      });
      expect(second.statusCode).toBe(413);
      expect(second.json()).toEqual({
        success: false,
        error: 'Your files use 0.6 MB of your 1 MB; delete unused files to upload more.',
      });
      expect(await library(user)).toEqual([first.json().landing_page.image]);
      expect(await uploadsOf(user)).toEqual([first.json().landing_page.image]);
      expect(await spooled()).toEqual([]);
      // Choosing the file already in the library costs nothing.
      const reuse = await sendForm(
        app,
        user,
        formFields({ slug: 'quota-two', image: first.json().landing_page.image }),
      );
      expect(reuse.statusCode, reuse.body).toBe(201);
    });

    it('limits form saves per account with 429, Retry-After and the house message', async () => {
      const { app } = context.current;
      const user = await signIn(app);
      for (let save = 0; save < FORM_SAVES_PER_ACCOUNT; save++) {
        const response = await sendForm(app, user, formFields({ slug: `budget-${save}` }), {
          image: coverImage(),
        });
        expect(response.statusCode, response.body).toBe(201);
      }
      const over = await sendForm(app, user, formFields({ slug: 'budget-over' }), { image: coverImage() });
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.json()).toEqual({
        success: false,
        error: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
      });
      // Another account has its own budget.
      const other = await signIn(app);
      expect(
        (await sendForm(app, other, formFields({ slug: 'budget-other' }), { image: coverImage() }))
          .statusCode,
      ).toBe(201);
    });

    it('deletes a library file no page uses (owner only, CSRF), refuses one in use with 409, and stops serving it', async () => {
      const { app } = context.current;
      const user = await signIn(app);
      const stranger = await signIn(app);
      const created = await sendForm(app, user, formFields({ slug: 'deletable' }), { image: coverImage() });
      const first = created.json().landing_page.image as string;
      const inUse = await deleteFile(user, first);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json()).toEqual({
        success: false,
        error: 'A landing page still uses this file; change or delete that page first',
      });
      const replaced = await sendForm(
        app,
        user,
        formFields({ slug: 'deletable' }),
        { image: coverImage() },
        'deletable',
      );
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect((await app.inject({ method: 'GET', url: `/uploads/${user.userId}/${first}` })).statusCode).toBe(
        200,
      );

      expect((await deleteFile(user, first, { cookie: user.cookie })).statusCode).toBe(403);
      expect(await deleteFile(stranger, first)).toMatchObject({ statusCode: 404 });
      expect((await deleteFile(user, 'not-a-stored-name.png')).json()).toEqual({
        success: false,
        error: 'File not found in your uploads',
      });
      const deleted = await deleteFile(user, first);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ success: true, message: 'File deleted', name: first });
      expect(await library(user)).toEqual([replaced.json().landing_page.image]);
      expect(await uploadsOf(user)).toEqual([replaced.json().landing_page.image]);
      expect((await app.inject({ method: 'GET', url: `/uploads/${user.userId}/${first}` })).statusCode).toBe(
        404,
      );
      expect((await deleteFile(user, first)).statusCode).toBe(404);
    });

    it('leaves nothing in the library, the uploads or the spool when a multipart upload fails midway or is refused', async () => {
      const { app } = context.current;
      const user = await signIn(app);
      const body = multipart(formFields({ slug: 'cut-short' }), { image: coverImage(png(200_000)) });
      const truncated = await app.inject({
        method: 'POST',
        url: '/api/landing-pages',
        headers: { ...user.headers, 'content-type': body.headers['content-type']! },
        payload: body.payload.subarray(0, 100_000),
      });
      expect(truncated.statusCode).toBe(400);
      const invalid = await sendForm(app, user, formFields({ slug: 'Not A Slug!' }), { image: coverImage() });
      expect(invalid.statusCode).toBe(400);
      const taken = await sendForm(app, user, formFields({ slug: 'taken-slug' }), { image: coverImage() });
      expect(taken.statusCode).toBe(201);
      const again = await sendForm(app, user, formFields({ slug: 'taken-slug' }), { image: coverImage() });
      expect(again.statusCode).toBe(409);
      expect(await library(user)).toEqual([taken.json().landing_page.image]);
      expect(await uploadsOf(user)).toEqual([taken.json().landing_page.image]);
      expect(await spooled()).toEqual([]);
    });

    it("removes a deleted user's files from the library, the disk and /uploads", async () => {
      const { app } = context.current;
      const admin = await signIn(app, { admin: true });
      const user = await signIn(app);
      const created = await sendForm(app, user, formFields({ slug: 'leaving-soon' }), {
        image: coverImage(),
      });
      const image = created.json().landing_page.image as string;
      expect(await uploadsOf(user)).toEqual([image]);
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${user.userId}`,
        headers: admin.headers,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await uploadsOf(user)).toEqual([]);
      expect((await app.inject({ method: 'GET', url: `/uploads/${user.userId}/${image}` })).statusCode).toBe(
        404,
      );
      const rows = await context.current.testApp.database.db
        .selectFrom('landing_files')
        .select('name')
        .where('owner_id', '=', user.userId)
        .execute();
      expect(rows).toEqual([]);
    });

    it('sweeps old spool folders, partial files and orphans at start, keeps recent and known files, and logs each removal', async () => {
      const { app, landing, infos } = context.current;
      const user = await signIn(app);
      const created = await sendForm(app, user, formFields({ slug: 'kept-by-sweep' }), {
        image: coverImage(),
      });
      const known = created.json().landing_page.image as string;
      const folder = path.join(dataDir(), 'uploads', String(user.userId));
      const spool = path.join(dataDir(), 'upload-spool', 'landing-upload-Ab12Cd');
      const orphan = `${'9'.repeat(32)}.png`;
      const youngOrphan = `${'8'.repeat(32)}.mp4`;
      const partial = `${'7'.repeat(32)}.webm.0123456789ab.partial`;
      await mkdir(spool, { recursive: true });
      await writeFile(path.join(spool, 'image'), png(1000));
      for (const name of [orphan, youngOrphan, partial]) await writeFile(path.join(folder, name), png(1000));
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
      for (const target of [
        spool,
        path.join(folder, orphan),
        path.join(folder, partial),
        path.join(folder, known),
      ])
        await utimes(target, twoHoursAgo, twoHoursAgo);

      infos.length = 0;
      await landing.start();

      expect(existsSync(spool)).toBe(false);
      expect((await uploadsOf(user)).sort()).toEqual([known, youngOrphan].sort());
      expect(infos).toHaveLength(3);
      expect(infos.join('\n')).toContain(orphan);
      expect(infos.join('\n')).toContain(partial);
      expect(infos.join('\n')).toContain('landing-upload-Ab12Cd');
      expect((await app.inject({ method: 'GET', url: `/uploads/${user.userId}/${known}` })).statusCode).toBe(
        200,
      );
    });

    it('sweeps again every hour, not only at start', async () => {
      const { app, landing } = context.current;
      const user = await signIn(app);
      await sendForm(app, user, formFields({ slug: 'hourly-sweep' }), { image: coverImage() });
      const folder = path.join(dataDir(), 'uploads', String(user.userId));
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        await landing.start();
        const leftover = path.join(folder, `${'6'.repeat(32)}.png`);
        await writeFile(leftover, png(1000));
        const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
        await utimes(leftover, twoHoursAgo, twoHoursAgo);
        vi.advanceTimersByTime(60 * 60_000);
        await vi.waitFor(() => expect(existsSync(leftover)).toBe(false));
      } finally {
        await landing.stop();
        vi.useRealTimers();
      }
    });
  },
);
