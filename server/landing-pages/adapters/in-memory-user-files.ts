import type { StoredFile, UserFiles } from '../ports';

/** Upload libraries in memory (use-case tests). */
export class InMemoryUserFiles implements UserFiles {
  readonly files: StoredFile[] = [];

  async add(file: StoredFile): Promise<void> {
    this.files.push(file);
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
