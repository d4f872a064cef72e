import type { AlertItemKind } from '@domain/alerts';
import type { AlertRules } from '../ports';
import { type Result } from '../../platform/result';
import { getItemRule, type ItemRuleAnswer } from './get-item-rule';

/** Drops the item's own rule: the user's default applies again. */
export async function resetItemRule(
  deps: { readonly rules: AlertRules },
  input: { readonly userId: number; readonly kind: AlertItemKind; readonly spotifyId: string },
): Promise<Result<ItemRuleAnswer, never>> {
  await deps.rules.removeOverride(input.userId, input.kind, input.spotifyId);
  return getItemRule(deps, input);
}
