import { plural } from '../formatting/plural';

/** The longest song name a per-song timeline takes, as long as any text cell of an export. */
export const MAX_SONG_NAME = 300;

/** What one accepted file changed, in words whose nouns agree with their counts. */
export function importedMessage(counts: {
  readonly rows: number;
  readonly added: number;
  readonly updated: number;
  readonly unchanged: number;
}): string {
  const { rows, added, updated, unchanged } = counts;
  if (added + updated === 0) {
    return rows === 1
      ? 'Nothing changed: its one row was already imported.'
      : `Nothing changed: all ${plural(rows, 'row')} were already imported.`;
  }
  return `Imported ${plural(rows, 'row')}: ${added} added, ${updated} updated, ${unchanged} unchanged.`;
}

/** Why a per-song timeline's song is refused; null when it names one within the limit. */
export function songNameProblem(song: string | undefined): string | null {
  const name = song?.trim() ?? '';
  if (name === '') return 'Choose the song this timeline is about.';
  if (name.length > MAX_SONG_NAME)
    return `The song name is longer than ${MAX_SONG_NAME} characters (${plural(name.length, 'character')}): shorten it.`;
  return null;
}
