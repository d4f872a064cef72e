import type { StoredFile, UserFiles } from '@server/landing-pages/ports';

/** Upload libraries in memory (use-case tests). */
export class InMemoryUserFiles implements UserFiles {
  readonly files: StoredFile[] = [];
  /** The pages whose use keeps a file (set by whoever wires the fakes); none by default. */
  pages: { shows(name: string): boolean } | null = null;

  has(ownerId: number, name: string): boolean {
    return this.files.some((file) => file.ownerId === ownerId && file.name === name);
  }

  async totalSize(ownerId: number): Promise<number> {
    return this.files.filter((file) => file.ownerId === ownerId).reduce((sum, file) => sum + file.size, 0);
  }

  /** Decided without an `await` in between: this adapter's transaction. */
  async removeUnlessUsed(ownerId: number, name: string): Promise<'removed' | 'in_use' | 'not_found'> {
    if (!this.has(ownerId, name)) return 'not_found';
    if (this.pages?.shows(name)) return 'in_use';
    this.files.splice(
      this.files.findIndex((file) => file.ownerId === ownerId && file.name === name),
      1,
    );
    return 'removed';
  }

  async add(file: StoredFile): Promise<void> {
    this.files.push(file);
  }

  /** Decided without an `await` in between: this adapter's transaction. */
  async addWithinQuota(ownerId: number, files: readonly StoredFile[], quotaBytes: number) {
    const usedBytes = this.files
      .filter((file) => file.ownerId === ownerId)
      .reduce((sum, file) => sum + file.size, 0);
    const incoming = files.reduce((sum, file) => sum + file.size, 0);
    if (usedBytes + incoming > quotaBytes) return { added: false as const, usedBytes };
    this.files.push(...files);
    return { added: true as const };
  }

  async listByOwner(ownerId: number): Promise<StoredFile[]> {
    return this.files
      .filter((file) => file.ownerId === ownerId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.name.localeCompare(b.name));
  }

  async find(ownerId: number, name: string): Promise<StoredFile | null> {
    return this.files.find((file) => file.ownerId === ownerId && file.name === name) ?? null;
  }

  async remove(ownerId: number, name: string): Promise<void> {
    const index = this.files.findIndex((file) => file.ownerId === ownerId && file.name === name);
    if (index >= 0) this.files.splice(index, 1);
  }
}
