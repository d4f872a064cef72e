import type { LinkedFigure, LinkedKind } from '@domain/item-links';
import type { Clock } from '@domain/ports';
import type { TwinFigures, TwinService } from '../ports';

const KEPT_MS = 60 * 60_000;
const REMEMBERED = 2_000;

/**
 * A Deezer item's figures that stand in for what Spotify withholds: an artist's fans. Read from
 * Deezer at most once an hour per item; a failed read shows no figure (never a 0).
 */
export class CachedTwinFigures implements TwinFigures {
  private readonly cache = new Map<string, { until: number; figures: readonly LinkedFigure[] }>();

  constructor(
    private readonly deezer: TwinService,
    private readonly clock: Clock,
  ) {}

  async figuresOf(kind: LinkedKind, deezerId: string): Promise<readonly LinkedFigure[]> {
    if (kind !== 'artist') return [];
    const key = `${kind}:${deezerId}`;
    const now = this.clock.now().getTime();
    const cached = this.cache.get(key);
    if (cached && cached.until > now) return cached.figures;
    const artist = await this.deezer.getArtist(deezerId);
    if (!artist.ok) return cached?.figures ?? [];
    const figures =
      artist.value.followers === null ? [] : [{ label: 'Deezer fans', value: artist.value.followers }];
    this.cache.delete(key);
    this.cache.set(key, { until: now + KEPT_MS, figures });
    if (this.cache.size > REMEMBERED) this.cache.delete(this.cache.keys().next().value as string);
    return figures;
  }
}
