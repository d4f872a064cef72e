import type {
  ListeningEvidence,
  ListeningStatus,
  VerdictWithListening,
} from '@domain/catalog/listening-verdict-contracts';
import { VerdictBadge } from '@shared/ui/verdict-badge';

/** The listening line's headline, a word before its reasons (which say the rest with figures). */
export const LISTENING_HEADLINES: Readonly<Record<ListeningStatus, string>> = {
  no_data: 'No listening data',
  not_compared: 'Not compared',
  listened: 'Listened to',
  fell: 'Fell',
  silent: 'Silent',
};

export const NO_LISTENING_HINT =
  'Import your Spotify for Artists exports to weigh real listening in this verdict. Only you see them.';

/**
 * The verdict's two lines of evidence for a signed-in viewer: follower integrity (the follower grade,
 * or the first look before it) and listening (the account's own imported streams).
 */
export function ListeningLines({
  listening,
  combined,
}: {
  listening: ListeningEvidence;
  combined: VerdictWithListening;
}) {
  const { follower_integrity: integrity } = combined;
  return (
    <dl className="verdict-lines" aria-label="Evidence">
      <div className="verdict-line">
        <dt>Follower integrity</dt>
        <dd>
          <VerdictBadge verdict={integrity.verdict} confidence={integrity.confidence} compact />
          {integrity.source === 'first_look' && <span className="verdict-line-note"> (first look)</span>}
          {integrity.coverage?.imported ? (
            <span className="verdict-line-note"> {importedNote(integrity.coverage.imported)}</span>
          ) : null}
        </dd>
      </div>
      <div className="verdict-line">
        <dt>Listening</dt>
        <dd>
          <strong className={`listening-${listening.status}`}>{LISTENING_HEADLINES[listening.status]}</strong>
          {listening.status === 'no_data' ? (
            <p className="verdict-line-note">{NO_LISTENING_HINT}</p>
          ) : (
            <ul className="verdict-reasons">
              {listening.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}

/** Said when the follower grade stands partly on readings the user kept and imported (only they see it). */
export function importedNote(imported: number): string {
  return `(graded with ${imported} of your imported reading${imported === 1 ? '' : 's'})`;
}
