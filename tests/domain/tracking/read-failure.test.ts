import { describe, expect, it } from 'vitest';
import { MusicServiceError } from '@domain/catalog';
import { describeReadFailure, isRetryable } from '@domain/tracking';

describe('isRetryable and describeReadFailure', () => {
  it('retries only reads that may succeed later, and describes errors', () => {
    expect(isRetryable(new MusicServiceError('unavailable', 'down'))).toBe(true);
    expect(isRetryable(new Error('socket hang up'))).toBe(true);
    expect(isRetryable(new MusicServiceError('not_found', 'gone'))).toBe(false);
    expect(isRetryable(new MusicServiceError('quota', 'spent'))).toBe(false);
    expect(describeReadFailure(new MusicServiceError('quota', 'spent'))).toBe('quota: spent');
    expect(describeReadFailure(new Error('boom'))).toBe('boom');
    expect(describeReadFailure('text')).toBe('text');
  });
});
