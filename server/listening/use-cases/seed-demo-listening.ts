import { ok, type Result } from '../../platform/result';
import type { DemoListeningSource, ListeningPorts } from '../ports';
import { type ImportFile, importExport } from './import-export';

/**
 * Imports the demo account's generated Spotify for Artists exports (a year of audience, six
 * four-week songs and playlists tables, a song's timeline) through the same import as an upload.
 * Does nothing when that account has imports already. Answers the number of imports made.
 */
export async function seedDemoListening(
  deps: ListeningPorts & { readonly source: DemoListeningSource },
  { userId, now }: { readonly userId: number; readonly now: Date },
): Promise<Result<number, never>> {
  if ((await deps.store.usage(userId)).imports > 0) return ok(0);
  const demo = deps.source.exportsAt(now, await deps.titles.ofUser(userId));
  if (!demo) return ok(0);
  const file = (
    kind: ImportFile['kind'],
    fileName: string,
    text: string,
    extra: Partial<ImportFile> = {},
  ): ImportFile => ({
    userId,
    itemKey: demo.artistKey,
    kind,
    fileName,
    text,
    ...extra,
  });
  const files = [
    file('audience', 'audience-timeline.csv', demo.exports.audience),
    ...demo.exports.periods.flatMap((period) => [
      file('songs', `songs-${period.end}.csv`, period.songs, { period }),
      file('playlists', `playlists-${period.end}.csv`, period.playlists, { period }),
    ]),
    file('song_timeline', 'song-timeline.csv', demo.exports.timeline.text, {
      song: demo.exports.timeline.song,
    }),
  ];
  let imported = 0;
  for (const upload of files) {
    const merged = await importExport(deps, upload);
    // The generator writes the documented layouts: a refusal here is a bug, so seeding stops.
    if (!merged.ok)
      throw new Error(`demo listening import refused ${upload.fileName}: ${JSON.stringify(merged.error)}`);
    if (merged.value.import) imported++;
  }
  return ok(imported);
}
