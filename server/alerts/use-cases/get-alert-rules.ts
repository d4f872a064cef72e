import { type AlertRulesAnswer, DEFAULT_ALERT_RULE, describeRule } from '@domain/alerts';
import {
  type AlertRules,
  type AlertSubscribers,
  type AlertWatchlist,
  itemKey,
  type Webhooks,
} from '../ports';
import { ok, type Result } from '../../platform/result';

export interface GetAlertRulesDeps {
  readonly rules: AlertRules;
  readonly watchlist: AlertWatchlist;
  readonly subscribers: AlertSubscribers;
  readonly webhooks: Webhooks;
}

/**
 * The user's default rule (the house default until they save one), its sentence, their overrides
 * of items they still track, and which channels can deliver now (My Account's settings gate them).
 */
export async function getAlertRules(
  deps: GetAlertRulesDeps,
  { userId }: { readonly userId: number },
): Promise<Result<AlertRulesAnswer, never>> {
  const [rules, overrides, tracked, email, telegram, hooks] = await Promise.all([
    deps.rules.rulesOf([userId]),
    deps.rules.overrides(userId),
    deps.watchlist.trackedItemsOf([userId]),
    deps.subscribers.withSettingOn([userId], 'email_notifications'),
    deps.subscribers.withSettingOn([userId], 'telegram_notifications'),
    deps.webhooks.activeOf([userId]),
  ]);
  const defaultRule = rules.get(userId)?.defaultRule ?? DEFAULT_ALERT_RULE;
  const stillTracked = new Set(tracked.map((item) => itemKey(item.kind, item.spotifyId)));
  return ok({
    default_rule: defaultRule,
    description: describeRule(defaultRule),
    overrides: overrides.filter(({ item }) => stillTracked.has(itemKey(item.kind, item.spotify_id))),
    channels_open: { email: email.has(userId), telegram: telegram.has(userId), webhook: hooks.length > 0 },
  });
}
