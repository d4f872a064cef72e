import { Readable } from 'node:stream';
import { InMemoryClickCounter } from './in-memory-click-counter';
import { InMemoryFileStorage } from './in-memory-file-storage';
import { InMemoryLandingPages } from './in-memory-landing-pages';
import { InMemoryUserFiles } from './in-memory-user-files';
import { seededRandom } from '@server/landing-pages/adapters/seeded-random';
import type { ConversionEvent, MetaConversions } from '@server/landing-pages/ports';
import type { Result } from '@server/platform/result';
import { sniffMediaType } from '@server/landing-pages/sniff-media-type';
import type { UploadedFile } from '@server/landing-pages/landing-page-form';
import { ManualClock } from '../../test-app';

export { seededRandom };

/** Keeps every Conversions API event; answers `failWith` when set. */
export class RecordingConversions implements MetaConversions {
  readonly sent: Array<{ pixelId: string; accessToken: string; event: ConversionEvent }> = [];
  failWith: string | null = null;

  async send(pixelId: string, accessToken: string, event: ConversionEvent): Promise<Result<void, string>> {
    this.sent.push({ pixelId, accessToken, event });
    return this.failWith ? { ok: false, error: this.failWith } : { ok: true, value: undefined };
  }
}

/** An upload as the route hands it over: bytes in memory, type sniffed from them. */
export function uploaded(bytes: Buffer, originalName = 'file.bin'): UploadedFile {
  const sniffed = sniffMediaType(bytes);
  return {
    originalName,
    size: bytes.length,
    type: sniffed?.type ?? 'application/octet-stream',
    extension: sniffed?.extension ?? null,
    contentType: sniffed?.type ?? 'application/octet-stream',
    open: () => Readable.from([bytes]),
  };
}

/** Every port of the landing-page use cases, in memory, with a manual clock and sequential names. */
export function landingFakes() {
  const clock = new ManualClock(new Date('2026-05-01T12:00:00Z'));
  let names = 0;
  let ids = 0;
  const warnings: string[] = [];
  const files = new InMemoryUserFiles();
  const pages = new InMemoryLandingPages(files);
  files.pages = pages;
  const storage = new InMemoryFileStorage();
  const clicks = new InMemoryClickCounter();
  const conversions = new RecordingConversions();
  const fileNames = () => (++names).toString(16).padStart(32, '0');
  const pending: Array<Promise<void>> = [];
  return {
    clock,
    pages,
    files,
    storage,
    clicks,
    conversions,
    warnings,
    /** Waits for the background work (Conversions API calls) started so far. */
    settle: () => Promise.all(pending),
    saving: (quotaBytes = 500 * 1024 * 1024) => ({
      pages,
      files,
      storage,
      fileNames,
      now: clock.now(),
      quotaBytes,
    }),
    clicking: (random: () => number = seededRandom(1)) => ({
      pages,
      clicks,
      visitorIds: { idOf: (ip: string, day: string) => `${day}|${ip}` },
      random,
      eventIds: {
        // Readable stand-ins for signed ids: genuine when made for that page and day.
        issue: (pageId: number, day: string) => `signed-${pageId}-${day}-${++ids}`,
        isGenuine: (eventId: string, pageId: number, day: string) =>
          eventId.startsWith(`signed-${pageId}-${day}-`),
      },
      conversions,
      background: { run: (task: () => Promise<void>) => void pending.push(task()) },
      log: { warn: (message: string) => warnings.push(message) },
      clock,
    }),
  };
}
