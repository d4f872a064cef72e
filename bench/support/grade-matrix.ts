// The grading benchmark: hard playlists of every class (bench/support/hard-playlists.ts) over several
// seed sets, graded by the chart analysis, tallied as a confusion matrix (rows: true class, columns:
// grade) and checked against the grading targets (`check` below); then the same on a held-out seed set never looked at
// while the grading rules were written, to show they are not fitted to the first sets.
import { analyzeFollowerChart } from '@domain/analytics';
import {
  BOTTED_CLASSES,
  type BottedClass,
  hardPlaylist,
  ORGANIC_CLASSES,
  type PlaylistClass,
} from './hard-playlists';

const GRADES = ['clean', 'suspicious', 'likely_botted', 'insufficient_data'] as const;
type Grade = (typeof GRADES)[number];
/** The seed sets the grading rules were judged on while they were written. */
const SEED_SETS = [1, 20_001, 900_001] as const;
/** Held out: never looked at while writing the rules (GRADE_HELD_OUT_SEED overrides it). */
const HELD_OUT_SET = Number(process.env.GRADE_HELD_OUT_SEED ?? 5_000_001);
const PER_SET = 100;
const CLASSES: readonly PlaylistClass[] = [...BOTTED_CLASSES, ...ORGANIC_CLASSES];

type Matrix = Map<PlaylistClass, Record<Grade, number>>;

export function reportGrades(): void {
  printMatrix('Grading quality', SEED_SETS);
  printMatrix('Held-out grading quality', [HELD_OUT_SET]);
}

function printMatrix(title: string, sets: readonly number[]): void {
  const matrix = tally(sets);
  const total = sets.length * PER_SET;
  console.log(
    `${title}: ${CLASSES.length} classes x ${total} hard playlists (seed sets ${sets.join(', ')}; 90-300 days each). Rows: true class; columns: grade.`,
  );
  console.log(`  ${'class'.padEnd(10)}${GRADES.map((grade) => grade.padStart(18)).join('')}`);
  for (const kind of CLASSES) {
    const row = matrix.get(kind)!;
    console.log(`  ${kind.padEnd(10)}${GRADES.map((grade) => String(row[grade]).padStart(18)).join('')}`);
  }
  const share = (kinds: readonly PlaylistClass[], grades: readonly Grade[]) => {
    let hits = 0;
    for (const kind of kinds) for (const grade of grades) hits += matrix.get(kind)![grade];
    return hits / (kinds.length * total);
  };
  const notClean: readonly Grade[] = ['suspicious', 'likely_botted'];
  const check = (label: string, value: number, target: number, atLeast: boolean) => {
    const met = atLeast ? value >= target : value <= target;
    console.log(
      `  ${label}: ${pct(value)} (target ${atLeast ? '≥' : '≤'} ${pct(target)}) ${met ? 'OK' : 'MISS'}`,
    );
  };
  check('botted not graded clean', share(BOTTED_CLASSES, notClean), 0.98, true);
  for (const kind of ['drip', 'purge'] as BottedClass[]) {
    check(`${kind}s not graded clean`, share([kind], notClean), 0.97, true);
  }
  check('organic graded likely_botted', share(ORGANIC_CLASSES, ['likely_botted']), 0.005, false);
  check('viral organic graded likely_botted', share(['viral'], ['likely_botted']), 0.01, false);
  check('small organic flagged', share(['small'], notClean), 0, false);
}

function tally(sets: readonly number[]): Matrix {
  const matrix: Matrix = new Map();
  for (const kind of CLASSES) {
    const row = { clean: 0, suspicious: 0, likely_botted: 0, insufficient_data: 0 };
    for (const base of sets) {
      for (let seed = base; seed < base + PER_SET; seed += 1) {
        row[gradeOf(hardPlaylist(kind, seed).points)] += 1;
      }
    }
    matrix.set(kind, row);
  }
  return matrix;
}

function gradeOf(points: ReadonlyArray<{ checked_at: string; followers: number }>): Grade {
  return analyzeFollowerChart(points).verdict;
}

function pct(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}
