import type { ChartVerdict } from '../catalog/catalog-contracts';
import type { Placement } from './placements';
import { isRecord } from './read-playlist-analysis';

const VERDICTS: ReadonlySet<string> = new Set<ChartVerdict>([
  'clean',
  'suspicious',
  'likely_botted',
  'insufficient_data',
]);

const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isCountOrNull = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

function isPlacement(value: unknown): value is Placement {
  return (
    isRecord(value) &&
    typeof value.playlist_id === 'string' &&
    typeof value.playlist_name === 'string' &&
    typeof value.verdict === 'string' &&
    VERDICTS.has(value.verdict) &&
    isCountOrNull(value.followers) &&
    typeof value.track_id === 'string' &&
    (value.track_name === null || typeof value.track_name === 'string') &&
    isInstant(value.added_at) &&
    typeof value.days_on_playlist === 'number' &&
    (value.removed_at === null || isInstant(value.removed_at))
  );
}

/**
 * The placements of a `GET /api/{artist,track}/{id}/placements` answer, or null when it does not
 * have that shape (an unreadable answer is a failure like any other, docs/product.md §8).
 */
export function readPlacements(answer: unknown): Placement[] | null {
  if (!isRecord(answer) || !Array.isArray(answer.placements)) return null;
  return answer.placements.every(isPlacement) ? [...answer.placements] : null;
}
