import type { AlertItemKind } from '@domain/alerts';
import { type Result } from '../../platform/result';
import { getItemRule, type ItemRuleAnswer, type ItemRuleDeps } from './get-item-rule';

/** Drops the item's own rule: the user's default applies again. */
export async function resetItemRule(
  deps: ItemRuleDeps,
  input: { readonly userId: number; readonly kind: AlertItemKind; readonly spotifyId: string },
): Promise<Result<ItemRuleAnswer, never>> {
  await deps.rules.removeOverride(input.userId, input.kind, input.spotifyId);
  return getItemRule(deps, input);
}
