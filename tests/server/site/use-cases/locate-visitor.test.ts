import { describe, expect, it } from 'vitest';
import { locateVisitor } from '@server/site/use-cases/locate-visitor';

const located = (country: string | null, subdivision: string | null) => ({
  ok: true,
  value: { country, subdivision },
});

describe('locateVisitor', () => {
  it('accepts ISO 3166-2 values and ignores unknown placeholders', () => {
    expect(locateVisitor({ 'x-country': 'US-CA' }, 'x-country')).toEqual(located('US', 'CA'));
    expect(locateVisitor({ 'x-country': 'XX' }, 'x-country')).toEqual(located(null, null));
    expect(locateVisitor({ 'x-country': 'GB' }, undefined)).toEqual(located(null, null));
  });

  it('reads the subdivision from the companion region header, and the first of repeated headers', () => {
    expect(locateVisitor({ 'x-country': 'us', 'x-country-region': 'ca' }, 'x-country')).toEqual(
      located('US', 'CA'),
    );
    expect(locateVisitor({ 'x-country': ['FR', 'DE'] }, 'x-country')).toEqual(located('FR', null));
  });

  it('answers nulls for a missing or malformed header and drops a malformed region', () => {
    expect(locateVisitor({}, 'x-country')).toEqual(located(null, null));
    expect(locateVisitor({ 'x-country': '<script>' }, 'x-country')).toEqual(located(null, null));
    expect(locateVisitor({ 'x-country': 'US-<b>' }, 'x-country')).toEqual(located('US', null));
  });
});
