import { type AlertItemKind, type AlertRule, describeRule, resolveRule, ruleForKind } from '@domain/alerts';
import { type AlertRules, itemKey } from '../ports';
import { ok, type Result } from '../../platform/result';
import { type ChannelReadinessDeps, readChannelReadiness } from './read-channel-readiness';

export interface ItemRuleAnswer {
  readonly rule: AlertRule;
  readonly overridden: boolean;
  readonly description: string;
}

export type ItemRuleDeps = ChannelReadinessDeps & { readonly rules: AlertRules };

/**
 * The rule that applies to one item for the user (their override, else their default), with only
 * the events the item's kind can raise.
 */
export async function getItemRule(
  deps: ItemRuleDeps,
  {
    userId,
    kind,
    spotifyId,
  }: { readonly userId: number; readonly kind: AlertItemKind; readonly spotifyId: string },
): Promise<Result<ItemRuleAnswer, never>> {
  const [mine, readiness] = await Promise.all([
    deps.rules.rulesOf([userId]).then((rules) => rules.get(userId)),
    readChannelReadiness(deps, userId),
  ]);
  const override = mine?.overrides.get(itemKey(kind, spotifyId)) ?? null;
  const rule = ruleForKind(resolveRule(mine?.defaultRule ?? null, override), kind);
  return ok({ rule, overridden: override !== null, description: describeRule(rule, readiness) });
}
