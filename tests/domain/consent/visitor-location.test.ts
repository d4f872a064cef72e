import { describe, expect, it } from 'vitest';
import { visitorLocation } from '@domain/consent';

const located = (country: string | null, subdivision: string | null) => ({ country, subdivision });

describe('visitorLocation', () => {
  it('accepts ISO 3166-2 values and ignores unknown placeholders', () => {
    expect(visitorLocation({ 'x-country': 'US-CA' }, 'x-country')).toEqual(located('US', 'CA'));
    expect(visitorLocation({ 'x-country': 'XX' }, 'x-country')).toEqual(located(null, null));
    expect(visitorLocation({ 'x-country': 'GB' }, undefined)).toEqual(located(null, null));
  });

  it('reads the subdivision from the companion region header, and the first of repeated headers', () => {
    expect(visitorLocation({ 'x-country': 'us', 'x-country-region': 'ca' }, 'x-country')).toEqual(
      located('US', 'CA'),
    );
    expect(visitorLocation({ 'x-country': ['FR', 'DE'] }, 'x-country')).toEqual(located('FR', null));
  });

  it('answers nulls for a missing or malformed header and drops a malformed region', () => {
    expect(visitorLocation({}, 'x-country')).toEqual(located(null, null));
    expect(visitorLocation({ 'x-country': '<script>' }, 'x-country')).toEqual(located(null, null));
    expect(visitorLocation({ 'x-country': 'US-<b>' }, 'x-country')).toEqual(located('US', null));
  });
});
