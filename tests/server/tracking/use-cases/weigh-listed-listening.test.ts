import { describe, expect, it } from 'vitest';
import type { ListeningReads, PlaylistListening } from '@domain/listening';
import type { TrackedPlaylistRow } from '@domain/tracking';
import type { PlaylistGradeInputs } from '@server/tracking/ports';
import { weighListedListening } from '@server/tracking/use-cases/weigh-listed-listening';

const row = (id: string): TrackedPlaylistRow =>
  ({
    spotify_playlist_id: id,
    followers: 1000,
    verdict: 'clean',
    confidence: 'high',
  }) as unknown as TrackedPlaylistRow;

const listened = (key: string): PlaylistListening => ({
  title: key,
  author: null,
  playlist_key: key,
  periods: [{ period_start: '2026-10-01', period_end: '2026-10-28', listeners: 300, streams: 900 }],
});

/** Listening answers as the account's cache gives them: the same objects until `imported()`. */
function accountListening() {
  let team: readonly PlaylistListening[] = [listened('p1')];
  const kept = new Map();
  const reads: ListeningReads = {
    playlistListening: async () => null,
    teamPlaylists: async () => team,
    keptReadings: async () => [],
    keptReadingsOfMany: async () => kept,
  };
  return {
    reads,
    imported: () => {
      team = [listened('p1'), listened('p2')];
    },
  };
}

function countingInputs() {
  let reads = 0;
  const gradeInputs: PlaylistGradeInputs = {
    of: async (ids) => {
      reads += 1;
      return new Map(ids.map((id) => [id, { points: [], stays: [], tracks: [] }]));
    },
  };
  return { gradeInputs, reads: () => reads };
}

describe('weighListedListening', () => {
  it('weighs a kept list once for the same listening, and again after an import or for a new list', async () => {
    const listening = accountListening();
    const inputs = countingInputs();
    const deps = { listening: listening.reads, gradeInputs: inputs.gradeInputs };
    const rows = [row('p1'), row('p2')];

    const first = await weighListedListening(deps, 1, rows);
    expect(first[0]).toHaveProperty('verdict_with_listening');
    expect(await weighListedListening(deps, 1, rows)).toBe(first);
    expect(inputs.reads()).toBe(1);

    listening.imported();
    const afterImport = await weighListedListening(deps, 1, rows);
    expect(afterImport).not.toBe(first);
    expect(inputs.reads()).toBe(2);

    const readAgain = [row('p1'), row('p2')];
    expect(await weighListedListening(deps, 1, readAgain)).not.toBe(afterImport);
    expect(inputs.reads()).toBe(3);
  });

  it('weighs again after a failed weighing', async () => {
    const listening = accountListening();
    let failures = 1;
    const gradeInputs: PlaylistGradeInputs = {
      of: async (ids) => {
        if (failures-- > 0) throw new Error('database gone');
        return new Map(ids.map((id) => [id, { points: [], stays: [], tracks: [] }]));
      },
    };
    const deps = { listening: listening.reads, gradeInputs };
    const rows = [row('p1')];
    await expect(weighListedListening(deps, 1, rows)).rejects.toThrow('database gone');
    expect((await weighListedListening(deps, 1, rows))[0]).toHaveProperty('verdict_with_listening');
  });
});
