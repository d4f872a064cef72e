import type { PublicItemKind } from '../../catalog/item-preview';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/**
 * The answers the page's HTML brought for its first screen (a server-rendered item page). Each is
 * given once: the first visit to the page reads it, any later visit asks the server.
 */
export interface FirstAnswers {
  take<T>(kind: PublicItemKind, key: string): RemoteResult<T> | undefined;
}

export const FirstAnswers: PortToken<FirstAnswers> = Symbol.for('FirstAnswers');

/** No answers came with the page (tests, the static demo). */
export const noFirstAnswers: FirstAnswers = { take: () => undefined };
