import type { ChatLinks } from '../ports';

/** ChatLinks while no chat service (Telegram) is composed: nobody has a linked chat. */
export class NoChatLinks implements ChatLinks {
  async isLinked(_userId: number): Promise<boolean> {
    return false;
  }
}
