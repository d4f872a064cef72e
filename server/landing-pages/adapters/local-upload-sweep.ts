import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../platform/logger';
import type { UserFiles } from '../ports';
import { SPOOL_PREFIX, STORED_NAME_PATTERN } from '../storage-keys';

export interface LocalUploadSweepDeps {
  /** `DATA_DIR/uploads` when uploads are on local disk; undefined for S3 (only the spool is swept). */
  readonly uploadsRoot: string | undefined;
  /** Where multipart uploads are spooled while they are read. */
  readonly spoolRoot: string;
  readonly files: Pick<UserFiles, 'find'>;
  /** Only what was last written before this is removed: younger leftovers may belong to an upload under way. */
  readonly olderThan: Date;
  readonly log: Pick<Logger, 'info'>;
}

const OWNER_FOLDER = /^[1-9][0-9]{0,9}$/;
const PARTIAL_FILE = /^[a-f0-9]{32}\.[a-z0-9]+\.[a-f0-9]{12}\.partial$/;

const modifiedBefore = async (file: string, when: Date): Promise<boolean> =>
  stat(file).then(
    (info) => info.mtime < when,
    () => false,
  );
const entriesOf = (folder: string) => readdir(folder, { withFileTypes: true }).catch(() => []);

/**
 * What a crash (kill -9 mid-upload) or a failed delete leaves behind, removed at start: spool
 * folders of uploads that never finished, half-written `.partial` files, and stored files that no
 * library row names (orphans). Each removal is logged; answers the paths removed.
 */
export async function sweepLocalUploads(deps: LocalUploadSweepDeps): Promise<string[]> {
  const removed: string[] = [];
  const remove = async (target: string, why: string) => {
    await rm(target, { recursive: true, force: true });
    removed.push(target);
    deps.log.info(`Upload sweep: removed ${why} ${target}`);
  };
  for (const entry of await entriesOf(deps.spoolRoot)) {
    const target = path.join(deps.spoolRoot, entry.name);
    if (
      entry.isDirectory() &&
      entry.name.startsWith(SPOOL_PREFIX) &&
      (await modifiedBefore(target, deps.olderThan))
    )
      await remove(target, 'an unfinished upload');
  }
  if (deps.uploadsRoot === undefined) return removed;
  for (const owner of await entriesOf(deps.uploadsRoot)) {
    if (!owner.isDirectory() || !OWNER_FOLDER.test(owner.name)) continue;
    const folder = path.join(deps.uploadsRoot, owner.name);
    for (const entry of await entriesOf(folder)) {
      const target = path.join(folder, entry.name);
      if (!entry.isFile() || !(await modifiedBefore(target, deps.olderThan))) continue;
      if (PARTIAL_FILE.test(entry.name)) await remove(target, 'a partial file');
      else if (
        STORED_NAME_PATTERN.test(entry.name) &&
        !(await deps.files.find(Number(owner.name), entry.name))
      )
        await remove(target, 'an orphaned file');
    }
  }
  return removed;
}
