import type { TrackedKind } from '@domain/tracking';
import type { ItemSummary, TrackingChange, TrackingChanges } from '../ports';
import { DASHBOARD_LIST_ANSWER, withoutTracked, withTracked } from './dashboard-list-patch';
import type { PlacementColumn } from './placement-column';

/**
 * How long a history answer is reused when other processes may write snapshots (PostgreSQL: pg-boss
 * workers, other API processes): their writes show here within this time, nothing against a daily
 * refresh. Snapshots written in this process drop the cached answers at once.
 */
export const SHARED_DATABASE_CACHE_MS = 5_000;
/**
 * When only this process writes (the embedded database), every write is heard here: an answer
 * is read once per cycle (or tracking change); the hour only bounds a forgotten invalidation.
 */
export const OWN_DATABASE_CACHE_MS = 60 * 60_000;
const MAX_ENTRIES = 5_000;
/**
 * Empty answers (placements of an id no tracked playlist carries) are kept apart and few: anyone may
 * ask for random ids, and those must never push real answers out.
 */
const MAX_EMPTY_ENTRIES = 500;
const USER_ANSWERS_PREFIX = 'user:';
/** The owner under which a user's own answers (dashboard lists) are kept. */
export const userAnswersId = (userId: number) => `${USER_ANSWERS_PREFIX}${userId}`;
const isUserOwned = (owner: string) => owner.startsWith(USER_ANSWERS_PREFIX);
/** A user's placements column of one kind (by item id, the items with news), kept with their list. */
export const PLACEMENT_DIGESTS_ANSWER = 'placement-digests';
/** An item's answer of why the install reads it (who tracks it, whether it is watched). */
export const READ_REASONS_ANSWER = 'read-reasons';
/** The owner under which answers about a playlist owner's playlists (curator grades) are kept. */
export const curatorAnswersId = (ownerId: string) => `curator:${ownerId}`;

interface Entry {
  readonly value: unknown;
  /** Monotonic time of the read (not the injected clock: tests freeze that). */
  readonly readAt: number;
  readonly scope: Scope;
}

/** What an answer was asked under: an item, or `userAnswersId(…)` for a user's own list of `kind`. */
interface Scope {
  readonly kind: TrackedKind;
  readonly owner: string;
}

const scopeKey = ({ kind, owner }: Scope) => `${kind}:${owner}`;

/**
 * Read answers (histories, dashboard lists, grade inputs) kept as values, each the same object until
 * a write drops it: every chart view of a popular item (or dashboard visit) costs one read, and
 * concurrent misses of one answer share that read (single flight). It hears every write of this
 * process: a user's start or stop of tracking patches that user's cached list of that kind (or drops
 * it when it cannot be patched: not cached, being read, or not the list the write changed); an artist's
 * or track's new snapshot only its answers and the lists of its kind; a playlist's (whose stays feed
 * other items' placements and grades), or many items' at once, everything.
 */
export class MemoryHistoryCache implements TrackingChanges {
  private readonly entries = new Map<string, Entry>();
  private readonly emptyEntries = new Map<string, Entry>();
  /** Reads under way, by key; an invalidation forgets them, so later callers read afresh. */
  private readonly inFlight = new Map<string, { readonly scope: Scope; readonly read: Promise<unknown> }>();
  /** Bumped by every invalidation, so a read that raced with a write is not cached. */
  private generation = 0;
  /** Bumped per scope by a user's or an item's change, for the same reason. */
  private readonly scopeGenerations = new Map<string, number>();
  /** Bumped per kind by an item's change: every user's list of that kind shows the item's latest reading. */
  private readonly listGenerations = new Map<TrackedKind, number>();

  constructor(private readonly cacheForMs = SHARED_DATABASE_CACHE_MS) {}

  /**
   * The remembered `answer` of `kind`/`owner` (an item's Spotify id or `userAnswersId`), or `load()`'s.
   * Answers `isEmpty` accepts are kept in a small cache of their own (see `MAX_EMPTY_ENTRIES`).
   */
  async value<T>(
    kind: TrackedKind,
    owner: string,
    answer: string,
    load: () => Promise<T>,
    isEmpty: (value: T) => boolean = () => false,
  ): Promise<T> {
    const key = `${kind}:${owner}:${answer}`;
    const cached = this.entries.get(key) ?? this.emptyEntries.get(key);
    if (cached && performance.now() - cached.readAt < this.cacheForMs) return cached.value as T;
    const running = this.inFlight.get(key);
    if (running) return running.read as Promise<T>;
    const scope = { kind, owner };
    const read = this.read(key, scope, load, isEmpty);
    this.inFlight.set(key, { scope, read });
    try {
      return await read;
    } finally {
      if (this.inFlight.get(key)?.read === read) this.inFlight.delete(key);
    }
  }

  report(change: TrackingChange): void {
    if (change.changed === 'tracked' || change.changed === 'first-tracker') {
      const { spotifyId } = change.summary;
      if (change.changed === 'tracked')
        this.forgetAnswer({ kind: change.kind, owner: spotifyId }, READ_REASONS_ANSWER);
      else this.forget({ kind: change.kind, owner: spotifyId });
      this.patchList(
        change.userId,
        change.kind,
        (list) => withTracked(list, change.summary),
        (column) => column.withStarted(spotifyId),
      );
    } else if (change.changed === 'untracked') {
      this.forgetAnswer({ kind: change.kind, owner: change.spotifyId }, READ_REASONS_ANSWER);
      this.patchList(
        change.userId,
        change.kind,
        (list) => withoutTracked(list, change.spotifyId),
        (column) => column.withoutItem(change.spotifyId),
      );
    } else if (change.changed === 'watched')
      for (const { kind, spotifyId } of change.items)
        this.forgetAnswer({ kind, owner: spotifyId }, READ_REASONS_ANSWER);
    else if (change.changed === 'tracking')
      this.forget({ kind: change.kind, owner: userAnswersId(change.userId) });
    else if (change.changed === 'new-playlists')
      for (const ownerId of change.ownerIds)
        this.forget({ kind: 'playlist', owner: curatorAnswersId(ownerId) });
    else if (change.changed === 'item' && change.kind !== 'playlist')
      this.forgetItem(change.kind, change.spotifyId);
    else this.forgetEverything();
  }

  /**
   * Replaces the user's cached list of `kind` by `patch(list)`, keeping its read time, and their
   * placements column by `patchColumn(column)`. A read under way may or may not have seen the write,
   * so it is dropped like an unpatchable answer.
   */
  private patchList(
    userId: number,
    kind: TrackedKind,
    patch: (list: readonly ItemSummary[]) => ItemSummary[] | null,
    patchColumn: (column: PlacementColumn) => PlacementColumn,
  ): void {
    const scope = { kind, owner: userAnswersId(userId) };
    const patched = this.patchedEntry(scope, DASHBOARD_LIST_ANSWER, (list) => patch(list as ItemSummary[]));
    const digests = this.patchedEntry(scope, PLACEMENT_DIGESTS_ANSWER, (column) =>
      patchColumn(column as PlacementColumn),
    );
    this.forget(scope);
    for (const entry of [patched, digests]) if (entry) this.entries.set(entry.key, entry.entry);
  }

  /** The kept, fresh answer of `scope` replaced by `patch(value)`; null when there is none or no patch. */
  private patchedEntry(
    scope: Scope,
    answer: string,
    patch: (value: unknown) => unknown,
  ): { readonly key: string; readonly entry: Entry } | null {
    const key = `${scopeKey(scope)}:${answer}`;
    const cached = this.entries.get(key);
    if (!cached || performance.now() - cached.readAt >= this.cacheForMs || this.inFlight.has(key))
      return null;
    const value = patch(cached.value);
    return value === null ? null : { key, entry: { ...cached, value } };
  }

  private forgetEverything(): void {
    this.generation++;
    this.scopeGenerations.clear();
    this.listGenerations.clear();
    this.entries.clear();
    this.emptyEntries.clear();
    this.inFlight.clear();
  }

  private forgetItem(kind: TrackedKind, spotifyId: string): void {
    this.listGenerations.set(kind, (this.listGenerations.get(kind) ?? 0) + 1);
    this.forget({ kind, owner: spotifyId }, (scope) => scope.kind === kind && isUserOwned(scope.owner));
  }

  /** Drops one answer of `scope`, kept or under way; the scope's other answers stay. */
  private forgetAnswer(scope: Scope, answer: string): void {
    const key = scopeKey(scope);
    const answerKey = `${key}:${answer}`;
    this.entries.delete(answerKey);
    this.emptyEntries.delete(answerKey);
    // A read of it under way may have seen the state before the write: it is not kept.
    if (this.inFlight.delete(answerKey))
      this.scopeGenerations.set(key, (this.scopeGenerations.get(key) ?? 0) + 1);
  }

  /** Drops the answers asked under `scope` (and those `alsoIn` accepts), kept or under way. */
  private forget(scope: Scope, alsoIn: (scope: Scope) => boolean = () => false): void {
    const key = scopeKey(scope);
    this.scopeGenerations.set(key, (this.scopeGenerations.get(key) ?? 0) + 1);
    const dropped = (candidate: Scope) => scopeKey(candidate) === key || alsoIn(candidate);
    for (const kept of [this.entries, this.emptyEntries])
      for (const [answer, entry] of kept) if (dropped(entry.scope)) kept.delete(answer);
    for (const [answer, running] of this.inFlight) if (dropped(running.scope)) this.inFlight.delete(answer);
  }

  /** Changes whenever an answer asked under `scope` may have been invalidated. */
  private stamp(scope: Scope): string {
    const lists = isUserOwned(scope.owner) ? (this.listGenerations.get(scope.kind) ?? 0) : 0;
    return `${this.generation}/${this.scopeGenerations.get(scopeKey(scope)) ?? 0}/${lists}`;
  }

  private async read<T>(
    key: string,
    scope: Scope,
    load: () => Promise<T>,
    isEmpty: (value: T) => boolean,
  ): Promise<T> {
    const stamp = this.stamp(scope);
    const value = await load();
    if (stamp === this.stamp(scope)) {
      const empty = isEmpty(value);
      const [kept, other, max] = empty
        ? [this.emptyEntries, this.entries, MAX_EMPTY_ENTRIES]
        : [this.entries, this.emptyEntries, MAX_ENTRIES];
      other.delete(key);
      kept.delete(key);
      kept.set(key, { value, readAt: performance.now(), scope });
      if (kept.size > max) kept.delete(kept.keys().next().value!);
    }
    return value;
  }
}
