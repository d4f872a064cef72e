import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearchRequest } from '@domain/search';

describe('search requests (properties)', () => {
  it('turns a 1-based page into an item offset, within the service limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 50 }), (page, limit) => {
        const parsed = parseSearchRequest({
          query: 'a',
          type: 'track',
          page: String(page),
          limit: String(limit),
        });
        if (parsed.ok) {
          expect(parsed.value.offset).toBe((page - 1) * limit);
          expect(parsed.value.offset).toBeLessThanOrEqual(1000);
        } else {
          expect((page - 1) * limit).toBeGreaterThan(1000);
        }
      }),
    );
  });
});
