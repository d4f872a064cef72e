import type { ChartVerdict, VerdictConfidence } from '../catalog/catalog-contracts';

/** What to do about a playlist, as firmly as its grade's confidence allows. */
export interface VerdictAdvice {
  /** The words said first and in bold, e.g. `'Avoid this playlist.'`, `'Be careful:'`. */
  readonly lead: string;
  /** The rest of the advice, one or two sentences. */
  readonly text: string;
}

/**
 * The advice of a grade, scaled to its confidence: only a high-confidence likely-botted grade says
 * "avoid … do not pay"; a medium one says to be careful, a low one that it is too early to be sure.
 * The playlist page and the written analysis both say it, so they never disagree.
 */
export function verdictAdvice(verdict: ChartVerdict, confidence: VerdictConfidence): VerdictAdvice {
  if (verdict === 'insufficient_data') {
    return {
      lead: 'Too early to judge:',
      text: 'the follower history is still too short to tell a spike from normal movement. Weigh the curation figures and avoid committing money to a placement until the bot check has a grade.',
    };
  }
  return ADVICE[verdict][confidence];
}

const ADVICE: Readonly<
  Record<Exclude<ChartVerdict, 'insufficient_data'>, Readonly<Record<VerdictConfidence, VerdictAdvice>>>
> = {
  likely_botted: {
    high: {
      lead: 'Avoid this playlist.',
      text: 'The evidence of bought followers is strong, and streams from bot-driven playlists can get a track taken down or its royalties withheld: do not pay for a placement here.',
    },
    medium: {
      lead: 'Be careful:',
      text: 'the follower pattern points to bought followers, but it rests on less than a sure case. Do not pay for a placement until the next checks confirm or clear it.',
    },
    low: {
      lead: 'Too early to be sure:',
      text: 'the follower pattern looks like bought followers, but the evidence is thin. Hold off paying for a placement and look again after more checks.',
    },
  },
  suspicious: {
    high: {
      lead: 'Be careful:',
      text: 'one large move is not proof of bots, but it is big enough to matter. Ask the curator how the playlist is promoted before paying for anything.',
    },
    medium: {
      lead: 'Be careful:',
      text: 'something unusual moved the followers, and one event does not prove bots. Ask the curator how the playlist is promoted, and never pay on the strength of the follower count alone.',
    },
    low: {
      lead: 'Too early to be sure:',
      text: 'the unusual move is small, within what a feature or a viral track brings. Watch the next checks before deciding anything on it.',
    },
  },
  clean: {
    high: {
      lead: 'No warning sign measured.',
      text: 'Months of checks show no bursts, drips or purges; the bot check cannot see who the followers are, so judge the fit on the curation figures.',
    },
    medium: {
      lead: 'No warning sign so far.',
      text: 'A month or more of checks shows no bursts, drips or purges; the bot check cannot see who the followers are, so judge the fit on the curation figures.',
    },
    low: {
      lead: 'Too early to be sure:',
      text: 'no warning sign yet, but the history is short. Look again after a month of checks before paying for a placement.',
    },
  },
};
