import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface Finding {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

/** Runs axe-core in the page; every violation, with up to five offending elements each. */
export async function scan(page: Page): Promise<Finding[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
}

export const describeFindings = (findings: readonly Finding[]) =>
  findings
    .map(
      (finding) =>
        `[${finding.impact}] ${finding.rule}: ${finding.help}\n    ${finding.targets.join('\n    ')}`,
    )
    .join('\n');
