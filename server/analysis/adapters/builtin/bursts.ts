import type { Anomaly } from './format';

const DAY_MS = 86_400_000;
/** Flagged changes of the same sign at most this many days apart form one burst. */
const BURST_GAP_DAYS = 3;
/** A purge further than this after a burst is not read as its undoing. */
const PURGE_WITHIN_DAYS = 90;

/** Flagged changes of one sign close together: a bot delivery or a purge. */
export interface Burst {
  readonly from: string;
  readonly to: string;
  readonly change: number;
  readonly events: number;
}

/** Groups the anomalies, in date order, into bursts of same-signed changes close together. */
export function burstsOf(anomalies: readonly Anomaly[]): Burst[] {
  const sorted = [...anomalies].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const bursts: Array<{ from: string; to: string; change: number; events: number }> = [];
  for (const anomaly of sorted) {
    const last = bursts[bursts.length - 1];
    const sameSign = last !== undefined && Math.sign(last.change) === Math.sign(anomaly.followers_change);
    if (last && sameSign && Date.parse(anomaly.date) - Date.parse(last.to) <= BURST_GAP_DAYS * DAY_MS) {
      last.to = anomaly.date;
      last.change += anomaly.followers_change;
      last.events += 1;
    } else {
      bursts.push({ from: anomaly.date, to: anomaly.date, change: anomaly.followers_change, events: 1 });
    }
  }
  return bursts;
}

/** The biggest gain burst with the first loss burst after it (within 90 days), if there is one. */
export function gainThenPurge(bursts: readonly Burst[]): { gain: Burst; purge: Burst; days: number } | null {
  let best: { gain: Burst; purge: Burst; days: number } | null = null;
  for (const [index, gain] of bursts.entries()) {
    if (gain.change <= 0) continue;
    const purge = bursts
      .slice(index + 1)
      .find(
        (later) =>
          later.change < 0 && Date.parse(later.from) - Date.parse(gain.to) <= PURGE_WITHIN_DAYS * DAY_MS,
      );
    if (!purge || (best && best.gain.change >= gain.change)) continue;
    best = { gain, purge, days: Math.round((Date.parse(purge.from) - Date.parse(gain.to)) / DAY_MS) };
  }
  return best;
}
