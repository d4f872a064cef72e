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
});
