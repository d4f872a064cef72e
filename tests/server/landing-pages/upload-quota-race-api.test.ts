import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../accounts/database-targets';
import { signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { coverImage, formFields, getJson, sendForm } from './support/landing-requests';
import { png } from './support/media-bytes';

const MIB = 1024 * 1024;
const QUOTA_MB = 10;
const UPLOAD = Math.round(4.8 * MIB);

/** Bytes under the owner's folder of local uploads. */
function bytesOnDisk(dataDir: string, ownerId: number): number {
  const folder = path.join(dataDir, 'uploads', String(ownerId));
  try {
    return readdirSync(folder).reduce((sum, name) => sum + statSync(path.join(folder, name)).size, 0);
  } catch {
    return 0;
  }
}

describe.each(databaseTargets)('the upload quota under concurrent saves on $name', (target) => {
  const context = useLandingApp(target, { configOverrides: { uploadQuotaMb: QUOTA_MB } });

  it('stores at most the quota when ten 4.8 MB uploads arrive at once against 10 MB', async () => {
    const { app, testApp } = context.current;
    const user = await signIn(app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        sendForm(app, user, formFields({ slug: `race-${index}` }), { image: coverImage(png(UPLOAD)) }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 413, 413, 413, 413, 413, 413, 413, 413]);
    for (const refused of answers.filter((answer) => answer.statusCode === 413))
      expect(refused.json().error).toMatch(
        /^Your files use .* of your 10 MB; delete unused files to upload more\.$/,
      );
    const library = (await getJson(app, '/api/user-files', user)).json();
    const stored = [...library.images, ...library.videos].reduce(
      (sum: number, file: { size: number }) => sum + file.size,
      0,
    );
    expect(stored).toBe(2 * UPLOAD);
    expect(bytesOnDisk(testApp.config.dataDir, user.userId)).toBeLessThanOrEqual(QUOTA_MB * MIB);
  });
});
