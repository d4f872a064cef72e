import { describe, expect, it } from 'vitest';
import { eventSize } from '@domain/analytics';
import {
  type AlertReading,
  type AlertRule,
  DEFAULT_ALERT_RULE,
  itemSignals,
  userItemEvents,
} from '@domain/alerts';

const DAY = 86_400_000;
const start = Date.parse('2026-01-01T06:00:00Z');

function readings(
  values: readonly number[],
  field: 'followers' | 'popularity' = 'followers',
): AlertReading[] {
  return values.map((value, index) => ({
    checked_at: new Date(start + index * DAY).toISOString(),
    followers: field === 'followers' ? value : null,
    popularity: field === 'popularity' ? value : null,
  }));
}

function steady(from: number, days: number, step: (day: number) => number): number[] {
  const values = [from];
  for (let day = 1; day < days; day += 1) values.push(values[day - 1]! + step(day));
  return values;
}

const rule = (changes: Partial<AlertRule>): AlertRule => ({ ...DEFAULT_ALERT_RULE, ...changes });

describe('userItemEvents', () => {
  const wobble = (day: number) => 50_000 + ((day * 7919) % 11) * 1000;

  it('alerts an unusual move on a big artist and says so in one sentence', () => {
    const values = steady(62_900_000, 40, wobble);
    values.push(values[values.length - 1]! + 900_000);
    const events = userItemEvents({
      signals: itemSignals('artist', readings(values)),
      rule: DEFAULT_ALERT_RULE,
      baseline: null,
      placements: [],
    });
    expect(events.map((event) => event.event)).toEqual(['unusual_move']);
    expect(events[0]!.message).toBe('Followers rose by +900,000 (+1.4%) in a day, unusual for this artist.');
    const signals = itemSignals('artist', readings(values));
    const sameDay = { signals, rule: DEFAULT_ALERT_RULE, baseline: null, placements: [] };
    expect(userItemEvents({ ...sameDay, lastMoveDay: signals.move!.day })).toEqual([]);
    expect(userItemEvents({ ...sameDay, lastMoveDay: signals.move!.day - 1 })).toHaveLength(1);
  });

  it('is quiet on a normal day, where the old absolute rule fires', () => {
    const values = steady(62_900_000, 41, wobble);
    const signals = itemSignals('artist', readings(values));
    expect(userItemEvents({ signals, rule: DEFAULT_ALERT_RULE, baseline: null, placements: [] })).toEqual([]);
    const baseline = { followers: values[values.length - 2]!, popularity: null };
    const absolute = userItemEvents({
      signals,
      rule: rule({ events: ['absolute_move'] }),
      baseline,
      placements: [],
    });
    expect(absolute.map((event) => event.event)).toEqual(['absolute_move']);
    expect(absolute[0]!.message).toMatch(/^Followers up .* since the last alert\.$/);
  });

  it('scores tracks on popularity, and alerts milestones and botted placements', () => {
    const placed = {
      playlistId: 'p1',
      playlistName: 'Bot Farm Hits',
      trackName: 'Hit Song',
      seenAt: '2026-04-01T08:00:00.000Z',
    };
    const track = readings([...Array(20).fill(50), 62], 'popularity');
    const events = userItemEvents({
      signals: itemSignals('track', track),
      rule: DEFAULT_ALERT_RULE,
      baseline: null,
      placements: [placed],
    });
    expect(events.map((event) => event.message)).toEqual([
      'Popularity rose by 12 points in a day, unusual for this track.',
      'Landed on the playlist "Bot Farm Hits", graded likely botted.',
    ]);
    const crossing = itemSignals('artist', readings([9_990, 10_020]));
    expect(
      userItemEvents({ signals: crossing, rule: DEFAULT_ALERT_RULE, baseline: null, placements: [] }).map(
        (event) => event.message,
      ),
    ).toEqual(['Followers passed 10,000.']);
    // An artist's alert names which of their tracks landed.
    const artistEvents = userItemEvents({
      signals: crossing,
      rule: { ...DEFAULT_ALERT_RULE, events: ['botted_placement'] },
      baseline: null,
      placements: [placed],
    });
    expect(artistEvents).toEqual([
      {
        event: 'botted_placement',
        message: '"Hit Song" landed on the playlist "Bot Farm Hits", graded likely botted.',
        data: { playlist_id: 'p1', playlist_name: 'Bot Farm Hits', track_name: 'Hit Song' },
      },
    ]);
  });

  it('alerts a new anomaly on a playlist’s curve, and only the events the rule names', () => {
    const values = steady(20_000, 30, (day) => 20 + (day % 3));
    values.push(values[values.length - 1]! + 8_000);
    const signals = itemSignals('playlist', readings(values));
    expect(signals.newAnomalies.length).toBeGreaterThan(0);
    const events = userItemEvents({ signals, rule: DEFAULT_ALERT_RULE, baseline: null, placements: [] });
    expect(events.map((event) => event.event)).toContain('anomaly_event');
    // Sized once, as everywhere: the event by its one size, the day named as that day's.
    const [event] = signals.events;
    const message = events.find((alert) => alert.event === 'anomaly_event')!.message;
    expect(message).toBe(
      `A sudden follower jump of +8,000 on 31/01/2026 (that day alone) was flagged on this playlist's curve, part of the burst on 31/01/2026 (${eventSize(event!)}).`,
    );
    const onlyMoves = userItemEvents({
      signals,
      rule: rule({ events: ['unusual_move', 'milestone'] }),
      baseline: null,
      placements: [],
    });
    expect(onlyMoves.map((event) => event.event)).toEqual(['unusual_move']);
  });
});
