import { describe, expect, it } from 'vitest';
import { followerGradeOf, listeningEvidence, verdictWithListening } from '@domain/analytics';
import type { ChartAnalysis, FirstLook } from '@domain/catalog';
import { listened, period28, teamWithRatios } from './listening-builders';

const CLEAN: ChartAnalysis = {
  verdict: 'clean',
  confidence: 'high',
  reasons: ['No follower anomalies in 120 days of checks.'],
  summary: 'No anomalies.',
  events: [],
  anomalies: [],
  trend: 'flat',
  against: [],
};
const SILENT = listeningEvidence({
  playlist: listened('p', [period28('2026-10-28', 4)]),
  followers: 60_000,
  others: teamWithRatios([30, 84, 90, 140]),
});

describe('verdictWithListening', () => {
  it('grades a playlist clean on followers but silent in listening suspicious, the listening reason first', () => {
    const combined = verdictWithListening(followerGradeOf(CLEAN, null), SILENT);
    expect(combined).toEqual({
      verdict: 'suspicious',
      confidence: 'medium',
      reasons: [SILENT.reasons[0], 'No follower anomalies in 120 days of checks.'],
      summary: 'Suspicious: clean on followers, but its followers almost never play your songs.',
      follower_integrity: { source: 'chart_analysis', verdict: 'clean', confidence: 'high' },
      listening: 'silent',
    });
  });

  it('keeps a likely-botted grade and its confidence, adding the listening reason first', () => {
    const botted = { ...CLEAN, verdict: 'likely_botted' as const, reasons: ['A purge.'] };
    const combined = verdictWithListening(followerGradeOf(botted, null), SILENT);
    expect(combined.verdict).toBe('likely_botted');
    expect(combined.confidence).toBe('high');
    expect(combined.reasons).toEqual([SILENT.reasons[0], 'A purge.']);
  });

  it('weighs the first look while the follower history is too short', () => {
    const waiting = { ...CLEAN, verdict: 'insufficient_data' as const, reasons: [] };
    const look = {
      verdict: 'clean',
      confidence: 'low',
      reasons: ['Nothing flagged.'],
    } as unknown as FirstLook;
    const grade = followerGradeOf(waiting, look);
    expect(grade).toEqual({
      source: 'first_look',
      verdict: 'clean',
      confidence: 'low',
      reasons: ['Nothing flagged.'],
    });
    expect(verdictWithListening(grade, SILENT).verdict).toBe('suspicious');
    expect(followerGradeOf(waiting, null).source).toBe('chart_analysis');
  });

  it('says both lines when listening leaves the grade as it is', () => {
    const none = listeningEvidence({ playlist: null, followers: 60_000, others: [] });
    expect(verdictWithListening(followerGradeOf(CLEAN, null), none).summary).toBe(
      'Clean on followers; listening: no listening data.',
    );
  });
});
