import { ok } from '../../platform/result';
import type { AnalysisFigures, AnalystResult, PlaylistAnalyst } from '../ports';
import { botCheckSection } from './builtin/bot-check-section';
import { curationSection } from './builtin/curation-section';
import { growthSection } from './builtin/growth-section';
import { pitcherSection } from './builtin/pitcher-section';
import { summarySection } from './builtin/summary-section';

/**
 * The default analyst (`AI_PROVIDER=builtin`): writes the analysis from templates and rules, offline
 * and deterministic, so the product works with no model at all.
 */
export class BuiltinAnalyst implements PlaylistAnalyst {
  readonly name = 'builtin';

  async analyze(figures: AnalysisFigures): Promise<AnalystResult> {
    const sections = [summarySection, growthSection, botCheckSection, curationSection, pitcherSection];
    return ok({ markdown: `${sections.map((section) => section(figures)).join('\n\n')}\n` });
  }
}
