// The server-rendered header grade and the app's are the same markup, so the app's render takes the
// server's place without a flash.
import type { ChartAnalysis } from '@domain/catalog/catalog-contracts';
import type { FirstLook } from '@domain/catalog/first-look-contracts';
import { headerGrade } from '@domain/catalog/header-grade';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headerGradeLink } from '../../../server/http/item-page-html';
import { HeaderGradeLink } from '../../../src/shared/ui/header-grade';

const analysis = (over: Partial<ChartAnalysis>): ChartAnalysis => ({
  verdict: 'likely_botted',
  confidence: 'high',
  reasons: ['A burst on 08–10/09/2026 (+51,460 in 3 days, +95% of the audience before it) & a <purge>.'],
  summary: '',
  events: [],
  anomalies: [],
  trend: null,
  against: [],
  coverage: { checks: 40, first_check: null, last_check: null },
  ...over,
});

const look = {
  verdict: 'suspicious',
  confidence: 'low',
  reasons: ["Curation's first reason"],
} as Partial<FirstLook> as FirstLook;

const normalised = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.innerHTML;
};

describe('the header grade', () => {
  for (const [name, grade] of [
    ['a follower grade', headerGrade(analysis({}), null)],
    [
      'a first look',
      headerGrade(analysis({ verdict: 'insufficient_data', reasons: ['Only 3 checks'] }), look),
    ],
    ['no grade yet', headerGrade(analysis({ verdict: 'insufficient_data', reasons: [] }), null)],
  ] as const) {
    it(`is drawn alike by the server and the app: ${name}`, () => {
      const app = renderToStaticMarkup(<HeaderGradeLink grade={grade} href={`#${grade.anchor}`} />);
      expect(normalised(headerGradeLink(grade))).toBe(normalised(app));
    });
  }

  it('takes the first look only while the follower check has too little history', () => {
    expect(headerGrade(analysis({}), look)).toMatchObject({ text: 'Likely botted', firstLook: false });
    expect(headerGrade(analysis({ verdict: 'insufficient_data' }), look)).toMatchObject({
      text: 'Suspicious',
      confidence: 'low',
      reason: "Curation's first reason",
      firstLook: true,
      anchor: 'first-look-title',
    });
    expect(headerGrade(analysis({ verdict: 'insufficient_data', reasons: [] }), null)).toMatchObject({
      text: 'Not enough data yet',
      confidence: null,
      reason: null,
      anchor: 'bot-check-title',
    });
  });

  it("shows a signed-in viewer's own grade when its listening or kept readings weigh in", () => {
    const clean = analysis({ verdict: 'clean', reasons: ['No follower anomalies in 365 days of checks.'] });
    const weighed = {
      verdict: 'suspicious' as const,
      confidence: 'medium' as const,
      reasons: ['Many followers, almost no listening: 1.1 streams per 1,000 followers in 28 days.'],
      summary: '',
      follower_integrity: {
        source: 'chart_analysis' as const,
        verdict: 'clean' as const,
        confidence: 'high' as const,
      },
      listening: 'silent' as const,
    };
    expect(headerGrade(clean, null, weighed)).toMatchObject({
      text: 'Suspicious',
      confidence: 'medium',
      reason: weighed.reasons[0],
      anchor: 'bot-check-title',
    });
    // Nothing of the account's own took part: the follower grade stands.
    expect(headerGrade(clean, null, { ...weighed, verdict: 'clean', listening: 'no_data' })).toMatchObject({
      text: 'Clean',
      reason: 'No follower anomalies in 365 days of checks.',
    });
  });
});
