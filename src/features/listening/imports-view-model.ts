import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { IMPORT_KIND_LABELS, type ImportEntry } from '@domain/listening';
import { formatDate } from '@domain/formatting';
import { type ItemPageKind, itemPath } from '@domain/links';
import { ListeningGateway } from '@domain/ports/browser/listening-gateway';

/** One import as My Account lists it. */
export interface ImportRow {
  readonly entry: ImportEntry;
  readonly dateText: string;
  readonly kindText: string;
  readonly periodText: string;
  /** The page of the artist (or, a kept history, the item) the import is about. */
  readonly path: string;
  /** The words of the link to that page: which kind of page it opens. */
  readonly pathText: string;
}

const ITEM_KINDS = new Set(['artist', 'track', 'playlist']);
const PAGE_NAMES: Readonly<Record<ItemPageKind, string>> = {
  artist: 'Artist',
  track: 'Track',
  playlist: 'Playlist',
};

/** The kind of page an import is about: its artist's, or, a kept history, its item's. */
function pageKindOf(entry: ImportEntry): ItemPageKind {
  return entry.kind === 'item_history' && ITEM_KINDS.has(entry.subject ?? '')
    ? (entry.subject as ItemPageKind)
    : 'artist';
}

/** My Account's "Your imports": every file the account imported, each deletable with its rows. */
@injectable()
export class ImportsViewModel {
  entries: readonly ImportEntry[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';
  deletingId: number | null = null;
  error: string | null = null;

  constructor(@inject(ListeningGateway) private readonly gateway: ListeningGateway) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    const answer = await this.gateway.imports();
    runInAction(() => {
      this.status = answer.ok ? 'ready' : 'failed';
      if (answer.ok) this.entries = answer.value;
    });
  }

  get rows(): readonly ImportRow[] {
    return this.entries.map((entry) => ({
      entry,
      pathText: `${PAGE_NAMES[pageKindOf(entry)]} page`,
      dateText: formatDate(entry.created_at),
      kindText:
        entry.subject && entry.kind === 'song_timeline'
          ? `${IMPORT_KIND_LABELS[entry.kind]}: ${entry.subject}`
          : IMPORT_KIND_LABELS[entry.kind],
      path: itemPath(pageKindOf(entry), entry.item_key),
      periodText:
        entry.period_start && entry.period_end
          ? `${formatDate(entry.period_start)} – ${formatDate(entry.period_end)}`
          : '',
    }));
  }

  async remove(id: number): Promise<void> {
    this.deletingId = id;
    this.error = null;
    const answer = await this.gateway.deleteImport(id);
    runInAction(() => {
      this.deletingId = null;
      if (answer.ok) this.entries = this.entries.filter((entry) => entry.id !== id);
      else this.error = answer.error ?? 'The import could not be deleted. Please try again.';
    });
  }
}
