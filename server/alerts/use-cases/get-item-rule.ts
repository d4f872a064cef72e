import { type AlertItemKind, type AlertRule, describeRule, resolveRule } from '@domain/alerts';
import { type AlertRules, itemKey } from '../ports';
import { ok, type Result } from '../../platform/result';

export interface ItemRuleAnswer {
  readonly rule: AlertRule;
  readonly overridden: boolean;
  readonly description: string;
}

/** The rule that applies to one item for the user: their override, else their default. */
export async function getItemRule(
  deps: { readonly rules: AlertRules },
  {
    userId,
    kind,
    spotifyId,
  }: { readonly userId: number; readonly kind: AlertItemKind; readonly spotifyId: string },
): Promise<Result<ItemRuleAnswer, never>> {
  const mine = (await deps.rules.rulesOf([userId])).get(userId);
  const override = mine?.overrides.get(itemKey(kind, spotifyId)) ?? null;
  const rule = resolveRule(mine?.defaultRule ?? null, override);
  return ok({ rule, overridden: override !== null, description: describeRule(rule) });
}
