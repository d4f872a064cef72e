import type { GroundTruthLabel } from './follower-series';

/** Counts for one anomaly type, accumulated over many series. */
export interface LabelTally {
  /** Detected points with a matching ground-truth point nearby. */
  matchedDetections: number;
  detections: number;
  /** Ground-truth points with a matching detection nearby. */
  matchedTruths: number;
  truths: number;
}

/**
 * How far (in points) a detection may sit from a ground-truth point of the same type and still count.
 * One point either way: a burst that lands exactly on a check can show in either adjacent interval.
 */
export const MATCH_TOLERANCE = 1;

export function emptyTally(): LabelTally {
  return { matchedDetections: 0, detections: 0, matchedTruths: 0, truths: 0 };
}

/** Adds one series' detections of `type` to the tally, matching within ±MATCH_TOLERANCE points. */
export function tallyLabels(
  tally: LabelTally,
  type: Exclude<GroundTruthLabel, null>,
  truth: ReadonlyArray<GroundTruthLabel>,
  detected: ReadonlyArray<GroundTruthLabel>,
): void {
  const near = (labels: ReadonlyArray<GroundTruthLabel>, index: number) => {
    for (let offset = -MATCH_TOLERANCE; offset <= MATCH_TOLERANCE; offset += 1) {
      if (labels[index + offset] === type) return true;
    }
    return false;
  };
  truth.forEach((label, index) => {
    if (label !== type) return;
    tally.truths += 1;
    if (near(detected, index)) tally.matchedTruths += 1;
  });
  detected.forEach((label, index) => {
    if (label !== type) return;
    tally.detections += 1;
    if (near(truth, index)) tally.matchedDetections += 1;
  });
}

/** Precision, recall and F1 of a tally (1 when there was nothing to find or nothing was claimed). */
export function qualityOf(tally: LabelTally): { precision: number; recall: number; f1: number } {
  const precision = tally.detections === 0 ? 1 : tally.matchedDetections / tally.detections;
  const recall = tally.truths === 0 ? 1 : tally.matchedTruths / tally.truths;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}
