import { describe, expect, it } from 'vitest';
import {
  ALL_CAPABILITIES,
  capabilityMapFrom,
  withheldCapabilities,
  withheldOf,
  withheldSentence,
} from '@domain/data-sources';

describe('withheld figures', () => {
  it('says in words what a service does not give', () => {
    expect(withheldSentence('spotify', 'artist', 'followers')).toBe(
      'Spotify does not give artist followers to this installation',
    );
    expect(withheldSentence('spotify', 'track', 'popularity')).toBe(
      'Spotify does not give track popularity to this installation',
    );
    expect(withheldSentence('spotify', 'playlist', 'contents')).toBe(
      'Spotify does not give playlist contents to this installation',
    );
  });

  it('lists the null figures only, never a 0', () => {
    expect(withheldOf({ followers: null, popularity: 0 }, ['followers', 'popularity'])).toEqual([
      'followers',
    ]);
  });

  it('reads stored capability maps defensively', () => {
    expect(capabilityMapFrom({ artist_followers: false, top_tracks: 'yes' })).toEqual({
      artist_followers: false,
      artist_popularity: null,
      track_popularity: null,
      playlist_contents: null,
      top_tracks: null,
    });
    expect(withheldCapabilities(ALL_CAPABILITIES)).toEqual([]);
    expect(withheldCapabilities(capabilityMapFrom({ artist_followers: false }))).toEqual([
      'artist_followers',
    ]);
  });
});
