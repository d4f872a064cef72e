import {
  type MusicArtist,
  type MusicPlaylist,
  MusicServiceError,
  type MusicTrack,
  settleMusicRead,
} from '@domain/catalog';
import type { MusicRead, MusicService } from '@domain/ports';
import { fail, ok } from '@server/platform/result';

/** A distinct 22-character base62 id made from a short label, e.g. `spotifyId('a1')`. */
export const spotifyId = (label: string) =>
  `${label.replace(/[^0-9A-Za-z]/g, '')}Z`.padEnd(22, '0').slice(0, 22);

export interface ScriptedNumbers {
  name?: string;
  followers?: number | null;
  popularity?: number | null;
  members?: ReadonlyArray<{ trackId: string; addedAt: string | null }> | null;
}

/**
 * A music service whose numbers a test sets by hand, counting every read and failing on demand.
 * Only the calls tracking makes (artist, track, playlist) are supported.
 */
export class ScriptedMusicService implements MusicService {
  readonly items = new Map<string, ScriptedNumbers>();
  readonly reads = new Map<string, number>();
  /** Remaining failures per id (`unavailable`), consumed one per read. */
  readonly failures = new Map<string, number>();
  /** Called before every read (e.g. to slow reads down or to crash a run). */
  beforeRead: (id: string) => Promise<void> = async () => undefined;

  set(id: string, numbers: ScriptedNumbers): this {
    this.items.set(id, { ...this.items.get(id), ...numbers });
    return this;
  }

  totalReads(): number {
    return [...this.reads.values()].reduce((sum, count) => sum + count, 0);
  }

  async getArtist(id: string): MusicRead<MusicArtist> {
    return settleMusicRead(async () => {
      const item = await this.read(id);
      return {
        id,
        name: item.name ?? `Artist ${id.slice(0, 4)}`,
        images: [],
        followers: item.followers ?? null,
        popularity: item.popularity ?? null,
        genres: [],
        url: `https://open.spotify.com/artist/${id}`,
      };
    });
  }

  async getTrack(id: string): MusicRead<MusicTrack> {
    return settleMusicRead(async () => {
      const item = await this.read(id);
      return {
        id,
        name: item.name ?? `Track ${id.slice(0, 4)}`,
        album: {
          id: 'album',
          name: 'Album',
          images: [],
          releaseDate: '2020-01-01',
          releaseDatePrecision: 'day',
        },
        artists: [
          { id: 'a', name: 'First Artist' },
          { id: 'b', name: 'Second Artist' },
        ],
        durationMs: 180_000,
        explicit: false,
        isrc: null,
        popularity: item.popularity ?? null,
        url: `https://open.spotify.com/track/${id}`,
      };
    });
  }

  async getPlaylist(id: string): MusicRead<MusicPlaylist> {
    return settleMusicRead(async () => {
      const item = await this.read(id);
      const members = item.members ?? null;
      return {
        id,
        name: item.name ?? `Playlist ${id.slice(0, 4)}`,
        description: null,
        images: [],
        url: `https://open.spotify.com/playlist/${id}`,
        owner: { id: 'owner', displayName: 'Owner', url: 'https://open.spotify.com/user/owner' },
        followers: item.followers ?? null,
        public: true,
        collaborative: false,
        snapshotId: members ? `rev-${members.map((member) => member.trackId).join(',').length}` : null,
        totalTracks: members?.length ?? null,
        items: members ? members.map((member) => ({ ...member, track: null })) : null,
      };
    });
  }

  private async read(id: string): Promise<ScriptedNumbers> {
    await this.beforeRead(id);
    this.reads.set(id, (this.reads.get(id) ?? 0) + 1);
    const failing = this.failures.get(id) ?? 0;
    if (failing > 0) {
      this.failures.set(id, failing - 1);
      throw new MusicServiceError('unavailable', 'The music service is down');
    }
    const item = this.items.get(id);
    if (!item) throw new MusicServiceError('not_found', 'No such item');
    return item;
  }

  async search(): MusicRead<never> {
    return fail(new MusicServiceError('unavailable', 'not scripted'));
  }
  async getArtistAlbums(): MusicRead<never> {
    return fail(new MusicServiceError('unavailable', 'not scripted'));
  }
  async getAlbum(): MusicRead<never> {
    return fail(new MusicServiceError('unavailable', 'not scripted'));
  }
  async getArtistTopTracks(): MusicRead<null> {
    return ok(null);
  }
  async getUser(): MusicRead<null> {
    return ok(null);
  }
}
