import type { TrackedKind } from './tables';

/** One item of a change digest, with the analytics engine's reasons (e.g. "followers up 1,234 (+6.2%)"). */
export interface DigestLine {
  readonly kind: TrackedKind;
  readonly spotifyId: string;
  readonly name: string;
  readonly reasons: readonly string[];
}

const LABEL: Record<TrackedKind, string> = { artist: 'Artist', track: 'Track', playlist: 'Playlist' };

/** The subject and plain-text body of one user's change digest. */
export function digestEmail(
  lines: readonly DigestLine[],
  publicUrl: string,
): { subject: string; text: string } {
  const base = publicUrl.replace(/\/$/, '');
  const entries = lines.map(
    (line) =>
      `- ${LABEL[line.kind]} "${line.name}": ${line.reasons.join('; ')}\n  ${base}/${line.kind}/${line.spotifyId}`,
  );
  const noun = lines.length === 1 ? 'item' : 'items';
  return {
    subject: `Chartpulse: ${lines.length} tracked ${noun} changed`,
    text: [
      'These items you track changed significantly since we last told you:',
      '',
      ...entries,
      '',
      `Turn these emails off under My account: ${base}/my-account`,
    ].join('\n'),
  };
}
