import type { ChartAnalysis, ChartVerdict } from '../catalog/catalog-contracts';
import type { FirstLook } from '../catalog/first-look-contracts';
import type {
  FollowerIntegrity,
  ListeningEvidence,
  ListeningStatus,
  VerdictWithListening,
} from '../catalog/listening-verdict-contracts';

/** The follower grade to weigh: the follower verdict once it has one, a first look before. */
export interface FollowerGrade extends FollowerIntegrity {
  readonly reasons: readonly string[];
}

/** The follower verdict, or the first look while the history is too short for one. */
export function followerGradeOf(chart: ChartAnalysis, firstLook: FirstLook | null): FollowerGrade {
  if (chart.verdict === 'insufficient_data' && firstLook !== null) {
    const { verdict, confidence, reasons } = firstLook;
    return { source: 'first_look', verdict, confidence, reasons };
  }
  const { verdict, confidence, reasons, coverage } = chart;
  // Coverage is said only when the account's kept readings are in it: the grade is then its own.
  if (coverage?.imported) return { source: 'chart_analysis', verdict, confidence, reasons, coverage };
  return { source: 'chart_analysis', verdict, confidence, reasons };
}

/** From cleanest to worst; a combined verdict only ever moves right. */
const SEVERITY: Readonly<Record<ChartVerdict, number>> = {
  insufficient_data: 0,
  clean: 1,
  suspicious: 2,
  likely_botted: 3,
};

const FOLLOWER_WORDS: Readonly<Record<ChartVerdict, string>> = {
  clean: 'clean on followers',
  suspicious: 'suspicious on followers',
  likely_botted: 'likely botted on followers',
  insufficient_data: 'too little follower history to grade',
};

const LISTENING_WORDS: Readonly<Record<ListeningStatus, string>> = {
  no_data: 'no listening data',
  not_compared: 'imported, too little to compare',
  listened: 'its followers play your songs',
  fell: 'its streams fell',
  silent: 'its followers almost never play your songs',
};

/**
 * The follower grade weighed with the account's listening (issue 34): silence (`silent`: many
 * followers, almost no listening) makes any grade cleaner than `suspicious` `suspicious`, at medium
 * confidence (the team's own streams, but a song far down a long playlist is played little too), with
 * the listening reason first. Every other listening finding is said in its own line and leaves the
 * grade as it is: a fall alone may be the song leaving the playlist. Never cleaner than the follower
 * grade; without listening data it is the follower grade.
 */
export function verdictWithListening(
  followers: FollowerGrade,
  listening: ListeningEvidence,
): VerdictWithListening {
  const integrity: FollowerIntegrity = {
    source: followers.source,
    verdict: followers.verdict,
    confidence: followers.confidence,
    ...(followers.coverage && { coverage: followers.coverage }),
  };
  const silent = listening.status === 'silent';
  const raised = silent && SEVERITY[followers.verdict] < SEVERITY.suspicious;
  const verdict: ChartVerdict = raised ? 'suspicious' : followers.verdict;
  const onFollowers = FOLLOWER_WORDS[followers.verdict];
  const summary = raised
    ? `Suspicious: ${onFollowers}, but ${LISTENING_WORDS.silent}.`
    : `${onFollowers.charAt(0).toUpperCase()}${onFollowers.slice(1)}; listening: ${LISTENING_WORDS[listening.status]}.`;
  return {
    verdict,
    confidence: raised ? 'medium' : followers.confidence,
    reasons: silent ? [...listening.reasons, ...followers.reasons] : [...followers.reasons],
    summary,
    follower_integrity: integrity,
    listening: listening.status,
  };
}
