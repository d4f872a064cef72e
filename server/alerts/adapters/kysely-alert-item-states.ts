import type { Kysely } from 'kysely';
import type { AlertItemKind } from '@domain/alerts';
import type { DB } from '../../db/schema';
import { type AlertItemStates, type ItemKey, type ItemState, itemKey } from '../ports';

export class KyselyAlertItemStates implements AlertItemStates {
  constructor(private readonly db: Kysely<DB>) {}

  async statesOf(userIds: readonly number[]): Promise<Map<number, Map<ItemKey, ItemState>>> {
    const states = new Map<number, Map<ItemKey, ItemState>>();
    if (userIds.length === 0) return states;
    const rows = await this.db
      .selectFrom('alert_item_state')
      .selectAll()
      .where('user_id', 'in', userIds)
      .execute();
    for (const row of rows) {
      let ofUser = states.get(row.user_id);
      if (!ofUser) {
        ofUser = new Map();
        states.set(row.user_id, ofUser);
      }
      ofUser.set(itemKey(row.item_kind as AlertItemKind, row.spotify_id), {
        baseline: { followers: row.baseline_followers, popularity: row.baseline_popularity },
        lastMoveDay: row.last_move_day,
        evaluatedThrough: new Date(row.evaluated_through),
      });
    }
    return states;
  }

  async save(
    states: ReadonlyArray<{ userId: number; kind: AlertItemKind; spotifyId: string; state: ItemState }>,
  ): Promise<void> {
    for (let start = 0; start < states.length; start += 500) {
      const rows = states.slice(start, start + 500).map(({ userId, kind, spotifyId, state }) => ({
        user_id: userId,
        item_kind: kind,
        spotify_id: spotifyId,
        baseline_followers: state.baseline.followers,
        baseline_popularity: state.baseline.popularity,
        last_move_day: state.lastMoveDay,
        evaluated_through: state.evaluatedThrough,
      }));
      await this.db
        .insertInto('alert_item_state')
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'item_kind', 'spotify_id']).doUpdateSet((eb) => ({
            baseline_followers: eb.ref('excluded.baseline_followers'),
            baseline_popularity: eb.ref('excluded.baseline_popularity'),
            last_move_day: eb.ref('excluded.last_move_day'),
            evaluated_through: eb.ref('excluded.evaluated_through'),
          })),
        )
        .execute();
    }
  }
}
