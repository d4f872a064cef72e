import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartAnalysis } from '@domain/catalog/catalog-contracts';
import { ChartAnalysisPanel } from '../../../src/features/items/playlist/chart-analysis-panel';

const burst = {
  start: '2024-03-02T00:00:00.000Z',
  end: '2024-03-02T00:00:00.000Z',
  days: 1,
  net_change: 3_100,
  share_of_audience: 0.08,
  kind: 'burst' as const,
};

function analysis(overrides: Partial<ChartAnalysis>): ChartAnalysis {
  return {
    verdict: 'suspicious',
    confidence: 'medium',
    reasons: [
      'A 1-day burst, +3,100, 02/03/2024 (+8% of the audience), compatible with an editorial feature or a viral track.',
    ],
    against: [],
    summary: '1 follower event in 60 checks over 59 days: 1-day burst, +3,100, 02/03/2024.',
    events: [burst],
    anomalies: [],
    trend: 'growing',
    ...overrides,
  };
}

describe('the bot check panel', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it("comes into view when the address names it, as the header grade's link from the analysis view does", () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    render(<ChartAnalysisPanel analysis={analysis({})} />);
    expect(scrolled).not.toHaveBeenCalled();
    cleanup();
    window.history.replaceState(null, '', '/playlist/x#bot-check-title');
    render(<ChartAnalysisPanel analysis={analysis({})} />);
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled.mock.contexts.at(-1)).toBe(document.getElementById('bot-check-title'));
  });

  it('lists the facts pointing away from the grade apart, under "Against", never among its reasons', () => {
    const against = [
      'Curation churn: about 2 tracks added a week while tracked, to a 40-track playlist, a median stay of 63.5 days, 0% gone within 14 days: not the pattern of paid placements.',
    ];
    render(
      <ChartAnalysisPanel analysis={analysis({ verdict: 'likely_botted', confidence: 'high', against })} />,
    );
    const heading = screen.getByRole('heading', { name: 'Against' });
    const list = heading.nextElementSibling as HTMLElement;
    expect(within(list).getByText(against[0]!)).toBeTruthy();
    const why = screen.getByRole('heading', { name: 'Why' }).nextElementSibling as HTMLElement;
    expect(within(why).queryByText(/not the pattern of paid placements/)).toBeNull();
  });

  it('shows no "Against" heading when nothing points away', () => {
    render(<ChartAnalysisPanel analysis={analysis({})} />);
    expect(screen.queryByRole('heading', { name: 'Against' })).toBeNull();
  });

  it('words its advice by confidence: avoid only when sure, careful at medium, too early at low', () => {
    const { unmount } = render(
      <ChartAnalysisPanel analysis={analysis({ verdict: 'likely_botted', confidence: 'high' })} />,
    );
    expect(document.querySelector('.bot-check-advice')?.textContent).toMatch(
      /^Avoid this playlist\. .*do not pay for a placement here\.$/,
    );
    unmount();
    const medium = render(
      <ChartAnalysisPanel analysis={analysis({ verdict: 'likely_botted', confidence: 'medium' })} />,
    );
    const careful = document.querySelector('.bot-check-advice')?.textContent ?? '';
    expect(careful).toMatch(/^Be careful: /);
    expect(careful).not.toMatch(/Avoid|do not pay for a placement here/);
    medium.unmount();
    render(<ChartAnalysisPanel analysis={analysis({ confidence: 'low' })} />);
    expect(document.querySelector('.bot-check-advice')?.textContent).toMatch(/^Too early to be sure: /);
  });
});
