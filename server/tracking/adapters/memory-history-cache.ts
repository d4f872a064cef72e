import type { TrackedKind } from '@domain/tracking';
import { type HistoryCache, USER_ANSWERS_PREFIX, userAnswersId } from '../ports';

/**
 * How long a history answer is reused when other processes may write snapshots (PostgreSQL: pg-boss
 * workers, other API processes): their writes show here within this time, nothing against a daily
 * refresh. Snapshots written in this process drop the cached answers at once.
 */
export const SHARED_DATABASE_CACHE_MS = 5_000;
/**
 * When only this process writes (the embedded database), every write invalidates here: an answer
 * is read once per cycle (or tracking change); the hour only bounds a forgotten invalidation.
 */
export const OWN_DATABASE_CACHE_MS = 60 * 60_000;
const MAX_ENTRIES = 5_000;
const isUserOwned = (owner: string) => owner.startsWith(USER_ANSWERS_PREFIX);

interface Entry {
  readonly json: string;
  /** Monotonic time of the read (not the injected clock: tests freeze that). */
  readonly readAt: number;
  /** The `spotifyId` it was asked under: an item's, or `userAnswersId(…)` for a user's own answers. */
  readonly owner: string;
}

/**
 * History answers and dashboard lists as finished JSON text: every chart view of a popular item (or
 * dashboard visit) costs one read, and concurrent misses of one answer share that read (single flight).
 * A user's start or stop of tracking drops only that user's answers, so the others' stay cached.
 */
export class MemoryHistoryCache implements HistoryCache {
  private readonly entries = new Map<string, Entry>();
  /** Reads under way, by key; an invalidation forgets them, so later callers read afresh. */
  private readonly inFlight = new Map<string, { readonly owner: string; readonly read: Promise<string> }>();
  /** Bumped by every invalidation, so a read that raced with a write is not cached. */
  private generation = 0;
  /** Bumped per owner by `invalidateUser` and `invalidateItem`, for the same reason. */
  private readonly ownerGenerations = new Map<string, number>();
  /** Bumped by `invalidateItem`: every user's answers (their lists show the item's latest reading). */
  private usersGeneration = 0;

  constructor(private readonly cacheForMs = SHARED_DATABASE_CACHE_MS) {}

  async json(kind: TrackedKind, spotifyId: string, answer: string, load: () => Promise<unknown>) {
    const key = `${kind}:${spotifyId}:${answer}`;
    const cached = this.entries.get(key);
    if (cached && performance.now() - cached.readAt < this.cacheForMs) return cached.json;
    const running = this.inFlight.get(key);
    if (running) return running.read;
    const read = this.read(key, spotifyId, load);
    this.inFlight.set(key, { owner: spotifyId, read });
    try {
      return await read;
    } finally {
      if (this.inFlight.get(key)?.read === read) this.inFlight.delete(key);
    }
  }

  invalidate(): void {
    this.generation++;
    this.ownerGenerations.clear();
    this.entries.clear();
    this.inFlight.clear();
  }

  invalidateUser(userId: number): void {
    this.forget(userAnswersId(userId));
  }

  invalidateItem(_kind: TrackedKind, spotifyId: string): void {
    this.usersGeneration++;
    this.forget(spotifyId, isUserOwned);
  }

  /** Drops the answers asked under `owner` (and those `alsoOwnedBy` accepts), kept or under way. */
  private forget(owner: string, alsoOwnedBy: (owner: string) => boolean = () => false): void {
    this.ownerGenerations.set(owner, (this.ownerGenerations.get(owner) ?? 0) + 1);
    const dropped = (candidate: string) => candidate === owner || alsoOwnedBy(candidate);
    for (const [key, entry] of this.entries) if (dropped(entry.owner)) this.entries.delete(key);
    for (const [key, running] of this.inFlight) if (dropped(running.owner)) this.inFlight.delete(key);
  }

  /** Changes whenever an answer asked under `owner` may have been invalidated. */
  private stamp(owner: string): string {
    const users = isUserOwned(owner) ? this.usersGeneration : 0;
    return `${this.generation}/${this.ownerGenerations.get(owner) ?? 0}/${users}`;
  }

  private async read(key: string, owner: string, load: () => Promise<unknown>): Promise<string> {
    const stamp = this.stamp(owner);
    const json = JSON.stringify(await load());
    if (stamp === this.stamp(owner)) {
      this.entries.delete(key);
      this.entries.set(key, { json, readAt: performance.now(), owner });
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    }
    return json;
  }
}
