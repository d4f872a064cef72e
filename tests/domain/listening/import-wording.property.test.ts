// Import messages (issue 34): every count agrees with its noun; a song name is held to the cell limit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importedMessage, MAX_SONG_NAME, songNameProblem } from '@domain/listening';

describe('importedMessage', () => {
  it('never says "1 rows", and says what changed when anything did', () => {
    fc.assert(
      fc.property(fc.nat(5), fc.nat(5), fc.nat(5), (added, updated, unchanged) => {
        const rows = added + updated + unchanged;
        const message = importedMessage({ rows, added, updated, unchanged });
        expect(message).not.toMatch(/\b1 rows\b/);
        expect(message).not.toMatch(/\b([02-9]|\d{2,}) row\b/);
        if (added + updated > 0) expect(message).toContain(`${added} added, ${updated} updated`);
        else expect(message).toMatch(/^Nothing changed/);
      }),
    );
    expect(importedMessage({ rows: 1, added: 1, updated: 0, unchanged: 0 })).toBe(
      'Imported 1 row: 1 added, 0 updated, 0 unchanged.',
    );
  });
});

describe('songNameProblem', () => {
  it('takes a name up to the limit and names the limit past it', () => {
    expect(songNameProblem(' All My Gold ')).toBeNull();
    expect(songNameProblem('x'.repeat(MAX_SONG_NAME))).toBeNull();
    expect(songNameProblem(undefined)).toBe('Choose the song this timeline is about.');
    expect(songNameProblem('x'.repeat(5_000))).toBe(
      'The song name is longer than 300 characters (5,000 characters): shorten it.',
    );
  });
});
