import { type Kysely, sql } from 'kysely';
import type { PlaylistGradeInput } from '@domain/analytics';
import type { DB } from '../../db/schema';
import type { PlaylistGradeInputs } from '../ports';
import { readPlaylistGradeInputs } from './playlist-grade-inputs-sql';

const NOTHING: PlaylistGradeInput = { points: [], stays: [], tracks: [] };

/** Grade inputs from the snapshots and stays tracking recorded (three queries per call). */
export class KyselyPlaylistGradeInputs implements PlaylistGradeInputs {
  constructor(private readonly db: Kysely<DB>) {}

  async of(playlistIds: readonly string[]): Promise<Map<string, PlaylistGradeInput>> {
    const inputs = new Map<string, PlaylistGradeInput>(playlistIds.map((id) => [id, NOTHING]));
    if (playlistIds.length === 0) return inputs;
    const ids = sql.join(playlistIds.map((id) => sql`${id}::text`));
    const records = await readPlaylistGradeInputs(this.db, sql`t.spotify_id in (${ids})`);
    for (const { spotifyId, input } of records.values()) inputs.set(spotifyId, input);
    return inputs;
  }
}
