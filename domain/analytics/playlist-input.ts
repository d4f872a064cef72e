/**
 * One track's membership of a playlist, as tracking records it (docs/architecture.md#tracking-history-and-analytics): when it was added
 * (`addedAt` from the music service, null when unknown), when we first saw it, and when it left
 * (null while it is still on the playlist). ISO 8601 strings.
 */
export interface PlaylistMembership {
  readonly trackId: string;
  readonly addedAt: string | null;
  readonly firstSeen: string;
  readonly removedAt: string | null;
}

/** Metadata of a track currently on the playlist. Unknown values are null. */
export interface PlaylistTrackFacts {
  readonly trackId: string;
  /** The track's title; absent where only figures were needed. */
  readonly name?: string | null;
  readonly popularity: number | null;
  /** Album release date with year, month or day precision: `"1983"`, `"1981-12"`, `"2021-04-30"`. */
  readonly releaseDate: string | null;
  readonly durationMs: number | null;
  readonly explicit: boolean | null;
  readonly artists: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

/** Everything the playlist analysis needs: membership history plus the current tracks' metadata. */
export interface PlaylistAnalysisInput {
  readonly memberships: readonly PlaylistMembership[];
  readonly tracks: readonly PlaylistTrackFacts[];
}
