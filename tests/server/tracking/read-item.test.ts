import { describe, expect, it } from 'vitest';
import { MusicServiceError } from '@domain/catalog';
import { readItem } from '@server/tracking/read-item';
import { ScriptedMusicService, spotifyId } from '../../support/fakes/tracking/scripted-music';
import { failureOf, successOf } from '../../support/results';

describe('readItem', () => {
  const music = new ScriptedMusicService();
  const id = spotifyId('item');

  it('reads an artist, a track (with its artists) and a playlist (with its contents)', async () => {
    const members = [
      { trackId: 't1', addedAt: '2026-01-01T00:00:00Z' },
      { trackId: '', addedAt: null },
      { trackId: 't2', addedAt: null },
    ];
    music.set(id, { name: 'Thing', followers: 7, popularity: 30, members });

    expect(await successOf(readItem(music, 'artist', id))).toEqual({
      kind: 'artist',
      spotifyId: id,
      name: 'Thing',
      extra: {},
      followers: 7,
      popularity: 30,
      trackCount: null,
      snapshotId: null,
      members: null,
    });
    expect(await successOf(readItem(music, 'track', id))).toMatchObject({
      kind: 'track',
      extra: { artist_names: 'First Artist, Second Artist' },
      followers: null,
      popularity: 30,
    });
    expect(await successOf(readItem(music, 'playlist', id))).toMatchObject({
      kind: 'playlist',
      followers: 7,
      popularity: null,
      trackCount: 3,
      snapshotId: expect.any(String),
      // Local files and removed tracks have no track id: they are not members.
      members: [
        { trackId: 't1', addedAt: '2026-01-01T00:00:00Z' },
        { trackId: 't2', addedAt: null },
      ],
    });
  });

  it('keeps withheld values null and rejects with the service error', async () => {
    music.set(id, { followers: null, popularity: null, members: null });
    expect(await successOf(readItem(music, 'playlist', id))).toMatchObject({
      followers: null,
      trackCount: null,
      members: null,
    });
    expect(await failureOf(readItem(music, 'artist', spotifyId('unknown')))).toBeInstanceOf(
      MusicServiceError,
    );
  });
});
