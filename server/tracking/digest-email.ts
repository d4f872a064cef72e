import type { NotifiedValues } from './notification-digest';
import type { TrackedKind } from './tables';

export interface DigestLine {
  readonly kind: TrackedKind;
  readonly spotifyId: string;
  readonly name: string;
  readonly previous: NotifiedValues;
  readonly current: NotifiedValues;
}

const LABEL: Record<TrackedKind, string> = { artist: 'Artist', track: 'Track', playlist: 'Playlist' };
const count = (value: number | null) => (value === null ? 'not available' : value.toLocaleString('en-US'));

function describeChange(label: string, previous: number | null, current: number | null): string | null {
  if (previous === current) return null;
  if (previous === null || current === null) return `${label} ${count(previous)} → ${count(current)}`;
  const difference = current - previous;
  const sign = difference > 0 ? '+' : '';
  const percent = previous === 0 ? '' : ` (${sign}${((difference / previous) * 100).toFixed(1)}%)`;
  return `${label} ${count(previous)} → ${count(current)}, ${sign}${count(difference)}${percent}`;
}

/** The subject and plain-text body of one user's change digest. */
export function digestEmail(
  lines: readonly DigestLine[],
  publicUrl: string,
): { subject: string; text: string } {
  const base = publicUrl.replace(/\/$/, '');
  const entries = lines.map((line) => {
    const changes = [
      describeChange('followers', line.previous.followers, line.current.followers),
      describeChange('popularity', line.previous.popularity, line.current.popularity),
    ].filter((change): change is string => change !== null);
    return `- ${LABEL[line.kind]} "${line.name}": ${changes.join('; ')}\n  ${base}/${line.kind}/${line.spotifyId}`;
  });
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
