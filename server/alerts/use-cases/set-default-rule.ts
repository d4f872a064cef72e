import { type AlertRule, describeRule, normalizeRule } from '@domain/alerts';
import type { Clock } from '@domain/ports';
import type { AlertRules } from '../ports';
import { ok, type Result } from '../../platform/result';
import { type ChannelReadinessDeps, readChannelReadiness } from './read-channel-readiness';

/** Saves the user's default rule; answers it (events in canonical order) with its sentence. */
export async function setDefaultRule(
  deps: ChannelReadinessDeps & { readonly rules: AlertRules; readonly clock: Clock },
  { userId, rule }: { readonly userId: number; readonly rule: AlertRule },
): Promise<Result<{ default_rule: AlertRule; description: string }, never>> {
  const saved = normalizeRule(rule);
  await deps.rules.setDefault(userId, saved, deps.clock.now());
  return ok({
    default_rule: saved,
    description: describeRule(saved, await readChannelReadiness(deps, userId)),
  });
}
