import { type AlertRulesAnswer, DEFAULT_ALERT_RULE, describeRule } from '@domain/alerts';
import type { AlertRules } from '../ports';
import { ok, type Result } from '../../platform/result';

/** The user's default rule (the house default until they save one), its sentence and their overrides. */
export async function getAlertRules(
  deps: { readonly rules: AlertRules },
  { userId }: { readonly userId: number },
): Promise<Result<AlertRulesAnswer, never>> {
  const [rules, overrides] = await Promise.all([deps.rules.rulesOf([userId]), deps.rules.overrides(userId)]);
  const defaultRule = rules.get(userId)?.defaultRule ?? DEFAULT_ALERT_RULE;
  return ok({ default_rule: defaultRule, description: describeRule(defaultRule), overrides });
}
