import { describe, expect, it } from 'vitest';
import { verdictAdvice } from '@domain/analytics';
import type { ChartVerdict, VerdictConfidence } from '@domain/catalog/catalog-contracts';

const VERDICTS: readonly ChartVerdict[] = ['clean', 'suspicious', 'likely_botted', 'insufficient_data'];
const CONFIDENCES: readonly VerdictConfidence[] = ['low', 'medium', 'high'];

describe('advice scaled to the confidence of the grade', () => {
  it('says "avoid … do not pay" for a high-confidence likely-botted grade alone', () => {
    for (const verdict of VERDICTS) {
      for (const confidence of CONFIDENCES) {
        const { lead, text } = verdictAdvice(verdict, confidence);
        const firm = verdict === 'likely_botted' && confidence === 'high';
        expect(lead === 'Avoid this playlist.', `${verdict}/${confidence}`).toBe(firm);
        expect(text.includes('do not pay'), `${verdict}/${confidence}`).toBe(firm);
      }
    }
    expect(verdictAdvice('likely_botted', 'high').text).toContain('do not pay for a placement here');
  });

  it('asks for care at medium confidence and says it is too early to be sure at low', () => {
    expect(verdictAdvice('likely_botted', 'medium').lead).toBe('Be careful:');
    expect(verdictAdvice('suspicious', 'medium').lead).toBe('Be careful:');
    expect(verdictAdvice('suspicious', 'high').lead).toBe('Be careful:');
    for (const verdict of ['likely_botted', 'suspicious', 'clean'] as const) {
      expect(verdictAdvice(verdict, 'low').lead).toBe('Too early to be sure:');
    }
    expect(verdictAdvice('insufficient_data', 'high').lead).toBe('Too early to judge:');
  });

  it('reads as sentences: a lead ending in a colon runs on in lower case, one ending in a full stop starts anew', () => {
    for (const verdict of VERDICTS) {
      for (const confidence of CONFIDENCES) {
        const { lead, text } = verdictAdvice(verdict, confidence);
        if (lead.endsWith(':')) expect(text).toMatch(/^[a-z]/);
        else expect(lead.endsWith('.') && /^[A-Z]/.test(text)).toBe(true);
        expect(text).toMatch(/\.$/);
      }
    }
  });
});
