import type { FirstLook } from '@domain/catalog/first-look-contracts';
import { formatDate } from '@domain/formatting/dates';
import { VERDICT_BADGES } from '@shared/ui/verdict-badge';

/** `'Follower-based verdict ready by 08/06/2026'`, with the condition when nobody tracks it yet. */
export function readyByText(look: FirstLook): string {
  const date = formatDate(look.verdict_ready_by);
  return look.tracked
    ? `Follower-based verdict ready by ${date}`
    : `Follower-based verdict ready by ${date} if it is tracked today`;
}

/**
 * The first look at a playlist's contents, shown while its follower history is too short: the
 * "First look" badge, the grade at low confidence, its reasons, what one reading could not see, and
 * when the follower-based verdict will be ready.
 */
export function FirstLookPanel({ look }: { readonly look: FirstLook }) {
  const verdict = VERDICT_BADGES[look.verdict];
  return (
    <section className="card item-section bot-check first-look" aria-labelledby="first-look-title">
      <div className="bot-check-header">
        <h2 id="first-look-title">
          <span className="first-look-badge">First look</span> at its contents
        </h2>
        <span className={`verdict-badge verdict-${verdict.tone}`}>
          {verdict.text}
          {look.verdict !== 'insufficient_data' && (
            <span className="verdict-confidence"> · {look.confidence} confidence</span>
          )}
        </span>
      </div>
      <p className="bot-check-summary">
        Graded from one reading of the tracks on it, before its follower history can speak.
      </p>
      <h3 className="bot-check-subtitle">Why</h3>
      <ul className="verdict-reasons">
        {look.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {look.unseen.length > 0 && (
        <>
          <h3 className="bot-check-subtitle">What it could not see</h3>
          <ul className="verdict-reasons first-look-unseen">
            {look.unseen.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
        </>
      )}
      <p className="first-look-ready">
        <strong>{readyByText(look)}</strong>
      </p>
    </section>
  );
}
