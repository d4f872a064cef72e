import { type AlertRulesAnswer, DEFAULT_ALERT_RULE, describeRule } from '@domain/alerts';
import { type AlertRules, type AlertWatchlist, itemKey } from '../ports';
import { ok, type Result } from '../../platform/result';
import { type ChannelReadinessDeps, readChannelReadiness } from './read-channel-readiness';

export interface GetAlertRulesDeps extends ChannelReadinessDeps {
  readonly rules: AlertRules;
  readonly watchlist: AlertWatchlist;
}

/**
 * The user's default rule (the house default until they save one), its sentence, their overrides
 * of items they still track, and which channels will deliver now and why the others will not.
 */
export async function getAlertRules(
  deps: GetAlertRulesDeps,
  { userId }: { readonly userId: number },
): Promise<Result<AlertRulesAnswer, never>> {
  const [rules, overrides, tracked, readiness] = await Promise.all([
    deps.rules.rulesOf([userId]),
    deps.rules.overrides(userId),
    deps.watchlist.trackedItemsOf([userId]),
    readChannelReadiness(deps, userId),
  ]);
  const defaultRule = rules.get(userId)?.defaultRule ?? DEFAULT_ALERT_RULE;
  const stillTracked = new Set(tracked.map((item) => itemKey(item.kind, item.spotifyId)));
  return ok({
    default_rule: defaultRule,
    description: describeRule(defaultRule, readiness),
    overrides: overrides.filter(({ item }) => stillTracked.has(itemKey(item.kind, item.spotify_id))),
    channels_open: {
      email: readiness.email === null,
      telegram: readiness.telegram === null,
      webhook: readiness.webhook === null,
    },
    channel_blocks: readiness,
  });
}
