import type { KeptItem, ListeningReads, PlaylistListening } from '@domain/listening';

/** Each account's imported listening, held in memory (the listening tables' stand-in in tests). */
export class InMemoryListeningReads implements ListeningReads {
  private readonly byUser = new Map<number, PlaylistListening[]>();

  /** What `userId` imported: its playlists table, replacing any earlier import. */
  imported(userId: number, playlists: readonly PlaylistListening[]): void {
    this.byUser.set(userId, [...playlists]);
  }

  async playlistListening(userId: number, playlistKey: string): Promise<PlaylistListening | null> {
    return this.byUser.get(userId)?.find((playlist) => playlist.playlist_key === playlistKey) ?? null;
  }

  async teamPlaylists(userId: number): Promise<readonly PlaylistListening[]> {
    return this.byUser.get(userId) ?? [];
  }

  /** Kept readings are the listening tables' own (tests of them use the stored imports). */
  async keptReadings(_userId: number, _item: KeptItem): Promise<Array<{ date: string; count: number }>> {
    return [];
  }

  async keptReadingsOfMany(): Promise<Map<string, Array<{ date: string; count: number }>>> {
    return new Map();
  }
}
