import type { OwnedFiles } from '@server/accounts/ports';

/** Files per user, as a landing-page library would hold them; removals are recorded. */
export class FakeOwnedFiles implements OwnedFiles {
  readonly files = new Map<number, string[]>();
  readonly removed: string[] = [];

  async removalOf(userId: number): Promise<() => Promise<void>> {
    const names = [...(this.files.get(userId) ?? [])];
    return async () => {
      this.removed.push(...names);
      this.files.delete(userId);
    };
  }
}
