import {
  type AlertItemKind,
  type AlertRule,
  describeRule,
  kindEventsRefusal,
  normalizeRule,
} from '@domain/alerts';
import type { Clock } from '@domain/ports';
import type { AlertWatchlist } from '../ports';
import { ok, type Result, refuse } from '../../platform/result';
import type { ItemRuleAnswer, ItemRuleDeps } from './get-item-rule';
import { readChannelReadiness } from './read-channel-readiness';

export const TRACK_FIRST_MESSAGE = 'Track this item first to give it its own alert rule.';

/**
 * Gives one of the user's tracked items its own rule (it beats their default); refuses events the
 * item's kind never raises (a track's follower milestone), so a saved rule promises nothing false.
 */
export async function setItemRule(
  deps: ItemRuleDeps & { readonly watchlist: AlertWatchlist; readonly clock: Clock },
  input: {
    readonly userId: number;
    readonly kind: AlertItemKind;
    readonly spotifyId: string;
    readonly rule: AlertRule;
  },
): Promise<Result<ItemRuleAnswer>> {
  const tracked = await deps.watchlist.trackedItemsOf([input.userId]);
  const item = tracked.find((entry) => entry.kind === input.kind && entry.spotifyId === input.spotifyId);
  if (!item) return refuse('conflict', TRACK_FIRST_MESSAGE);
  const refusal = kindEventsRefusal(input.kind, input.rule.events);
  if (refusal) return refuse('invalid', refusal);
  const rule = normalizeRule(input.rule);
  await deps.rules.setOverride(
    input.userId,
    { kind: item.kind, spotify_id: item.spotifyId, name: item.name },
    rule,
    deps.clock.now(),
  );
  return ok({
    rule,
    overridden: true,
    description: describeRule(rule, await readChannelReadiness(deps, input.userId)),
  });
}
