import type { Kysely } from 'kysely';
import type { AlertItemKind, AlertItemRef, AlertRule } from '@domain/alerts';
import type { DB } from '../../db/schema';
import { type AlertRules, type ItemKey, itemKey, type UserRules } from '../ports';

// The default rule is the row with an empty item kind and id.
const DEFAULT_KEY = { item_kind: '', spotify_id: '' };

export class KyselyAlertRules implements AlertRules {
  constructor(private readonly db: Kysely<DB>) {}

  async rulesOf(userIds: readonly number[]): Promise<Map<number, UserRules>> {
    const rules = new Map<number, { defaultRule: AlertRule | null; overrides: Map<ItemKey, AlertRule> }>();
    if (userIds.length === 0) return rules;
    const rows = await this.db
      .selectFrom('alert_rules')
      .select(['user_id', 'item_kind', 'spotify_id', 'rule'])
      .where('user_id', 'in', userIds)
      .execute();
    for (const row of rows) {
      let entry = rules.get(row.user_id);
      if (!entry) {
        entry = { defaultRule: null, overrides: new Map() };
        rules.set(row.user_id, entry);
      }
      const rule = JSON.parse(row.rule) as AlertRule;
      if (row.item_kind === '') entry.defaultRule = rule;
      else entry.overrides.set(itemKey(row.item_kind as AlertItemKind, row.spotify_id), rule);
    }
    return rules;
  }

  async overrides(userId: number): Promise<Array<{ item: AlertItemRef; rule: AlertRule }>> {
    const rows = await this.db
      .selectFrom('alert_rules')
      .select(['item_kind', 'spotify_id', 'item_name', 'rule'])
      .where('user_id', '=', userId)
      .where('item_kind', '<>', '')
      .orderBy('updated_at')
      .execute();
    return rows.map((row) => ({
      item: { kind: row.item_kind as AlertItemKind, spotify_id: row.spotify_id, name: row.item_name },
      rule: JSON.parse(row.rule) as AlertRule,
    }));
  }

  async setDefault(userId: number, rule: AlertRule, now: Date): Promise<void> {
    await this.upsert({
      user_id: userId,
      ...DEFAULT_KEY,
      item_name: '',
      rule: JSON.stringify(rule),
      updated_at: now,
    });
  }

  async setOverride(userId: number, item: AlertItemRef, rule: AlertRule, now: Date): Promise<void> {
    await this.upsert({
      user_id: userId,
      item_kind: item.kind,
      spotify_id: item.spotify_id,
      item_name: item.name,
      rule: JSON.stringify(rule),
      updated_at: now,
    });
  }

  async removeOverride(userId: number, kind: AlertItemKind, spotifyId: string): Promise<void> {
    await this.db
      .deleteFrom('alert_rules')
      .where('user_id', '=', userId)
      .where('item_kind', '=', kind)
      .where('spotify_id', '=', spotifyId)
      .execute();
  }

  private async upsert(row: {
    user_id: number;
    item_kind: string;
    spotify_id: string;
    item_name: string;
    rule: string;
    updated_at: Date;
  }): Promise<void> {
    await this.db
      .insertInto('alert_rules')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'item_kind', 'spotify_id']).doUpdateSet({
          item_name: row.item_name,
          rule: row.rule,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }
}
