import { makeAutoObservable, runInAction } from 'mobx';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import {
  type BulkLineResult,
  type BulkLineStatus,
  parseWatchList,
  WATCH_LIST_MAX_CHARS,
} from '@domain/tracking/watch-list';

/** How each line's outcome reads in the dialog (docs/product.md §2, Dashboard). */
export const BULK_STATUS_LABELS: Record<BulkLineStatus, string> = {
  added: 'Added',
  already_tracked: 'Already tracked',
  not_found: 'Not found',
  not_available: 'Not available',
  not_a_link: 'Not a link',
  over_cap: 'Over the limit',
  failed: 'Failed',
};

export const BULK_NOT_TEXT_FILE = 'Choose a text (.txt) or CSV (.csv) file.';
export const BULK_FILE_TOO_BIG = `That file is too big: at most ${WATCH_LIST_MAX_CHARS.toLocaleString('en-US')} characters.`;
const BULK_UNREACHABLE = 'Could not reach the server. Please try again.';
const TEXT_FILE = /\.(txt|csv|tsv|list)$/i;
const CSV_TYPES = new Set(['application/csv', 'application/vnd.ms-excel']);

/**
 * The dashboard's Bulk add dialog: a pasted or uploaded list of links, checked here with the same
 * rules as the server (a bad file is refused whole, naming its lines, before anything is sent),
 * then tracked in one call; each line's outcome is listed, and the tables reload.
 */
export class BulkAdd {
  isOpen = false;
  text = '';
  fileName: string | null = null;
  isSending = false;
  error: string | null = null;
  results: readonly BulkLineResult[] | null = null;

  constructor(
    private readonly tracking: TrackingGateway,
    private readonly onAdded: (result: RemoteResult<unknown>) => void,
  ) {
    makeAutoObservable<BulkAdd, 'tracking' | 'onAdded'>(
      this,
      { tracking: false, onAdded: false },
      { autoBind: true },
    );
  }

  get canSend(): boolean {
    return this.text.trim() !== '' && !this.isSending;
  }

  open(): void {
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
    this.text = '';
    this.fileName = null;
    this.error = null;
    this.results = null;
  }

  setText(text: string): void {
    this.text = text;
    this.fileName = null;
    this.error = null;
  }

  /** Reads a chosen file into the list; anything but a small text or CSV file is refused. */
  async chooseFile(file: File): Promise<void> {
    const byType = file.type.startsWith('text/') || CSV_TYPES.has(file.type);
    const untyped = file.type === '' || file.type === 'application/octet-stream';
    if (!byType && !(untyped && TEXT_FILE.test(file.name))) {
      this.refuse(BULK_NOT_TEXT_FILE);
      return;
    }
    // Up to 4 bytes a character in UTF-8: a file past that cannot fit the character limit.
    if (file.size > WATCH_LIST_MAX_CHARS * 4) {
      this.refuse(BULK_FILE_TOO_BIG);
      return;
    }
    const text = await file.text();
    runInAction(() => {
      this.text = text;
      this.fileName = file.name;
      this.error = null;
      this.results = null;
    });
  }

  async send(): Promise<void> {
    if (!this.canSend) return;
    const checked = parseWatchList(this.text);
    if (!checked.ok) {
      const lines = checked.lines;
      const at = lines.length === 0 ? '' : `${lines.length === 1 ? 'Line' : 'Lines'} ${lines.join(', ')}: `;
      this.refuse(`${at}${checked.error}`);
      return;
    }
    this.isSending = true;
    this.error = null;
    const result = await this.tracking.trackList(this.text);
    runInAction(() => {
      this.isSending = false;
      if (result.ok) this.results = result.value;
      else this.error = result.error ?? BULK_UNREACHABLE;
    });
    this.onAdded(result);
  }

  private refuse(error: string): void {
    this.error = error;
    this.results = null;
  }
}
