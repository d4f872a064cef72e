import { describe, expect, it } from 'vitest';
import {
  type CurationChurn,
  curationChurn,
  type GradedEvent,
  gradeVerdict,
  type PlaylistMembership,
} from '@domain/analytics';

const day = (n: number) => new Date(Date.UTC(2026, 8, 1) + n * 86_400_000).toISOString();

function anEvent(
  kind: GradedEvent['kind'],
  from: number,
  days: number,
  change: number,
  share: number,
): GradedEvent {
  return {
    start: day(from),
    end: day(from + days - 1),
    days,
    net_change: change,
    share_of_audience: share,
    kind,
    relativeNoise: kind === 'drip' ? 0.1 : null,
    evenness: null,
  };
}

const history = { spanDays: 214, checks: 214, churn: null };

describe('gradeVerdict wording', () => {
  it('says only what was measured when nothing stood out', () => {
    expect(gradeVerdict({ ...history, events: [] })).toEqual({
      verdict: 'clean',
      confidence: 'high',
      reasons: ['No follower anomalies in 214 days of checks.'],
      against: [],
    });
  });

  it('names innocent causes of one modest bump and keeps it suspicious', () => {
    const grade = gradeVerdict({ ...history, events: [anEvent('burst', 7, 4, 2_034, 0.09)] });
    expect(grade.verdict).toBe('suspicious');
    expect(grade.confidence).toBe('medium');
    expect(grade.reasons).toEqual([
      'A burst on 08–11/09/2026 (+2,034 in 4 days, +9% of the audience before it), compatible with an editorial feature or a viral track.',
    ]);
  });

  it('reads a burst then a purge as bought followers being removed', () => {
    const grade = gradeVerdict({
      ...history,
      events: [anEvent('burst', 7, 3, 51_459, 0.74), anEvent('purge', 51, 1, -31_473, -0.26)],
    });
    expect(grade.verdict).toBe('likely_botted');
    expect(grade.reasons).toEqual([
      'A burst on 08–10/09/2026 (+51,459 in 3 days, +74% of the audience before it).',
      'A purge on 22/10/2026 (-31,473 in 1 day, -26% of the audience before it) 42 days after the burst of 08–10/09/2026: bought followers being removed.',
    ]);
  });

  it('calls an even drip too even for listeners, but alone only suspicious', () => {
    const grade = gradeVerdict({ ...history, events: [anEvent('drip', 0, 30, 3_000, 0.2)] });
    expect(grade.verdict).toBe('suspicious');
    expect(grade.reasons[0]).toBe(
      'A drip on 01–30/09/2026 (+3,000 in 30 days, +20% of the audience before it): about 100 followers a day, too even for listeners.',
    );
  });

  it('says what the drip detector measured: the daily gain and how little it varied', () => {
    const drip = {
      ...anEvent('drip', 0, 30, 3_000, 0.2),
      evenness: { perDay: 98.6, variation: 0.12, listenerVariation: 0.41, pausedWeekday: null },
    };
    const grade = gradeVerdict({ ...history, events: [drip] });
    expect(grade.verdict).toBe('suspicious');
    expect(grade.reasons).toEqual([
      "A drip on 01–30/09/2026 (+3,000 in 30 days, +20% of the audience before it): followers rose by a near-constant +99 a day for 30 days (daily gains varied by 12% around it; the playlist's own day-to-day noise outside those days, scaled to that rate, is 41%).",
    ]);
  });

  it('names the weekday a drip paused on, which its variation leaves out', () => {
    const drip = {
      ...anEvent('drip', 0, 30, 3_000, 0.2),
      evenness: { perDay: 98.6, variation: 0.12, listenerVariation: 0.41, pausedWeekday: 1 },
    };
    expect(gradeVerdict({ ...history, events: [drip] }).reasons).toEqual([
      "A drip on 01–30/09/2026 (+3,000 in 30 days, +20% of the audience before it): followers rose by a near-constant +99 a day for 30 days (daily gains varied by 12% around it, leaving out Mondays (UTC), when most of the rise was missing week after week; the playlist's own day-to-day noise outside those days, scaled to that rate, is 41%).",
    ]);
  });

  it('reads a drip then a purge as bought followers being removed', () => {
    const drip = {
      ...anEvent('drip', 0, 30, 3_000, 0.2),
      evenness: { perDay: 100, variation: 0.1, listenerVariation: 0.4, pausedWeekday: null },
    };
    const grade = gradeVerdict({ ...history, events: [drip, anEvent('purge', 60, 1, -2_000, -0.1)] });
    expect(grade.verdict).toBe('likely_botted');
  });

  it('leaves out changes too small to count, and says so', () => {
    const grade = gradeVerdict({ ...history, events: [anEvent('burst', 7, 1, 40, 0.002)] });
    expect(grade.verdict).toBe('clean');
    expect(grade.reasons).toEqual([
      'No follower anomalies in 214 days of checks beyond 1 minor change (under 50 followers or 1% of the audience).',
    ]);
  });
});

describe('curation churn', () => {
  /** A 35-track playlist replacing about 28 tracks a week, each staying 8 days, watched for 60 days. */
  function paidPlacements(): PlaylistMembership[] {
    const stays: PlaylistMembership[] = Array.from({ length: 35 }, (_, index) => ({
      trackId: `start${index}`,
      addedAt: null,
      firstSeen: day(0),
      removedAt: index < 30 ? day(3) : null,
    }));
    for (let added = 0; added < 240; added += 1) {
      const at = 1 + added / 4;
      stays.push({
        trackId: `paid${added}`,
        addedAt: day(at),
        firstSeen: day(at),
        removedAt: at + 8 <= 60 ? day(at + 8) : null,
      });
    }
    return stays;
  }

  it('recognises paid placements: fast turnover of short stays', () => {
    const churn = curationChurn(paidPlacements(), day(60))!;
    expect(churn.addedPerWeek).toBeCloseTo(28, 0);
    expect(churn.medianStayDays).toBe(8);
    expect(churn.shortStayShare).toBe(1);
    expect(churn.payForPlacement).toBe(true);
  });

  it('makes churn alone suspicious and any follower event with it likely botted', () => {
    const churn = curationChurn(paidPlacements(), day(60));
    const alone = gradeVerdict({ ...history, events: [], churn });
    expect(alone.verdict).toBe('suspicious');
    expect(alone.reasons.at(-1)).toMatch(
      /^Curation churn: about 28 tracks added a week while tracked, to a \d+-track playlist, a median stay of 8 days, 100% gone within 14 days: the pattern of paid placements\.$/,
    );
    const withBurst = gradeVerdict({ ...history, events: [anEvent('burst', 7, 1, 900, 0.05)], churn });
    expect(withBurst.verdict).toBe('likely_botted');
  });

  it('lists curation unlike paid placements against a flagged grade, never as its reason', () => {
    const churn: CurationChurn = {
      size: 40,
      addedPerWeek: 1.4,
      medianStayDays: 63.5,
      shortStayShare: 0,
      watchedAdditions: 12,
      payForPlacement: false,
    };
    const botted = gradeVerdict({
      ...history,
      churn,
      events: [anEvent('burst', 7, 3, 51_459, 0.74), anEvent('purge', 51, 1, -31_473, -0.26)],
    });
    expect(botted.verdict).toBe('likely_botted');
    expect(botted.reasons.join(' ')).not.toContain('Curation churn');
    expect(botted.against).toEqual([
      'Curation churn: about 1 track added a week while tracked, to a 40-track playlist, a median stay of 63.5 days, 0% gone within 14 days: not the pattern of paid placements.',
    ]);
    const clean = gradeVerdict({ ...history, churn, events: [] });
    expect(clean.verdict).toBe('clean');
    expect(clean.against).toEqual([]);
    expect(clean.reasons.at(-1)).toBe(
      'Curation churn: about 1 track added a week while tracked, to a 40-track playlist, a median stay of 63.5 days, 0% gone within 14 days.',
    );
  });

  it('needs two weeks of watched additions', () => {
    expect(curationChurn(paidPlacements(), day(10))).toBeNull();
    expect(curationChurn([], day(60))).toBeNull();
  });
});
