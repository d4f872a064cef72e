import type { KeptItem, ListeningReads, PlaylistListening } from '@domain/listening';

/** Accounts whose answers are kept at most; the least recently first read go first. */
const MAX_ACCOUNTS = 1_000;
/** Answers kept per account at most (an account may ask for any item's kept readings). */
const MAX_ANSWERS_PER_ACCOUNT = 200;

interface AccountAnswers {
  readonly answers: Map<string, Promise<unknown>>;
  /** Monotonic time of the account's first read since its answers were last dropped. */
  readonly readAt: number;
}

/**
 * The verdict's reads of an account's imported listening, kept per account: every signed-in history
 * and playlist read, and each dashboard list of playlists, asks for them, while they change only
 * when the account imports or deletes an export. This process's writes drop the account's answers at
 * once (`changed`); another process's show within `cacheForMs`. Concurrent reads of one answer share
 * its read; a failed read is not kept.
 */
export class CachedListeningReads implements ListeningReads {
  private readonly accounts = new Map<number, AccountAnswers>();

  constructor(
    private readonly reads: ListeningReads,
    private readonly cacheForMs: number,
  ) {}

  playlistListening(userId: number, playlistKey: string): Promise<PlaylistListening | null> {
    return this.answer(userId, `playlist:${playlistKey}`, () =>
      this.reads.playlistListening(userId, playlistKey),
    );
  }

  teamPlaylists(userId: number): Promise<readonly PlaylistListening[]> {
    return this.answer(userId, 'team', () => this.reads.teamPlaylists(userId));
  }

  keptReadings(userId: number, item: KeptItem): Promise<ReadonlyArray<{ date: string; count: number }>> {
    return this.answer(userId, `kept:${item.kind}:${item.key}`, () => this.reads.keptReadings(userId, item));
  }

  keptReadingsOfMany(
    userId: number,
    kind: KeptItem['kind'],
    keys: readonly string[],
  ): Promise<ReadonlyMap<string, ReadonlyArray<{ date: string; count: number }>>> {
    return this.answer(userId, `kept-many:${kind}:${[...keys].sort().join(',')}`, () =>
      this.reads.keptReadingsOfMany(userId, kind, keys),
    );
  }

  /** The account imported or deleted an export: its answers are read again. */
  changed(userId: number): void {
    this.accounts.delete(userId);
  }

  private answer<T>(userId: number, key: string, read: () => Promise<T>): Promise<T> {
    const account = this.accountAnswers(userId);
    const kept = account.answers.get(key);
    if (kept) return kept as Promise<T>;
    const answer = read();
    account.answers.set(key, answer);
    if (account.answers.size > MAX_ANSWERS_PER_ACCOUNT)
      account.answers.delete(account.answers.keys().next().value!);
    answer.catch(() => {
      if (account.answers.get(key) === answer) account.answers.delete(key);
    });
    return answer;
  }

  private accountAnswers(userId: number): AccountAnswers {
    const kept = this.accounts.get(userId);
    if (kept && performance.now() - kept.readAt < this.cacheForMs) return kept;
    const fresh = { answers: new Map<string, Promise<unknown>>(), readAt: performance.now() };
    this.accounts.delete(userId);
    this.accounts.set(userId, fresh);
    if (this.accounts.size > MAX_ACCOUNTS) this.accounts.delete(this.accounts.keys().next().value!);
    return fresh;
  }
}
