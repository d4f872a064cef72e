import type { ChatLinks } from '@server/accounts/ports';

/** Users with a linked chat are the ones a test links. */
export class FakeChatLinks implements ChatLinks {
  private readonly linked = new Set<number>();

  link(userId: number): void {
    this.linked.add(userId);
  }

  async isLinked(userId: number): Promise<boolean> {
    return this.linked.has(userId);
  }
}
