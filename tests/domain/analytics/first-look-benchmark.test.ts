import { describe, expect, it } from 'vitest';
import { firstLook } from '@domain/analytics/first-look';
import type { ChartVerdict } from '@domain/catalog';
import { type BenchmarkKind, firstLookBenchmark } from './first-look-benchmark';

const GRADES: readonly ChartVerdict[] = ['clean', 'suspicious', 'likely_botted', 'insufficient_data'];
const KINDS: readonly BenchmarkKind[] = ['organic', 'suspicious', 'botted'];
const PER_KIND = 150;

type Matrix = Record<BenchmarkKind, Record<ChartVerdict, number>>;

function confusionMatrix(seed: number): Matrix {
  const matrix = Object.fromEntries(
    KINDS.map((kind) => [kind, Object.fromEntries(GRADES.map((grade) => [grade, 0]))]),
  ) as Matrix;
  for (const playlist of firstLookBenchmark(seed, PER_KIND)) {
    matrix[playlist.kind][firstLook(playlist.input).verdict] += 1;
  }
  return matrix;
}

function printed(seed: number, matrix: Matrix): string {
  const header = [`seed ${seed}`, ...GRADES].map((cell) => cell.padStart(18)).join('');
  const rows = KINDS.map((kind) =>
    [kind, ...GRADES.map((grade) => String(matrix[kind][grade]))].map((cell) => cell.padStart(18)).join(''),
  );
  return [header, ...rows].join('\n');
}

describe('first look on a benchmark of contents (organic, suspicious, botted)', () => {
  it.each([1, 7, 2024])('grades within bounds (seed %i), and prints the confusion matrix', (seed) => {
    const matrix = confusionMatrix(seed);
    console.info(`First look, ${PER_KIND} playlists a kind:\n${printed(seed, matrix)}`);
    const share = (kind: BenchmarkKind, ...grades: ChartVerdict[]) =>
      grades.reduce((sum, grade) => sum + matrix[kind][grade], 0) / PER_KIND;

    // Never likely_botted for an organic playlist, and rarely a warning.
    expect(matrix.organic.likely_botted).toBe(0);
    expect(share('organic', 'suspicious')).toBeLessThanOrEqual(0.15);
    // Paid rotations are seen for what they are, but never called botted on contents alone.
    expect(share('suspicious', 'suspicious', 'likely_botted')).toBeGreaterThanOrEqual(0.7);
    expect(share('suspicious', 'likely_botted')).toBeLessThanOrEqual(0.05);
    // Bought followers: most are flagged, and the overwhelming ones called botted.
    expect(share('botted', 'suspicious', 'likely_botted')).toBeGreaterThanOrEqual(0.75);
    expect(share('botted', 'likely_botted')).toBeGreaterThan(0.05);
  });
});
