import { describe, expect, it } from 'vitest';
import { consentedTagIds } from './tracking-tags.ts';

describe('consentedTagIds', () => {
  const ids = { analyticsId: 'G-TEST', adsId: 'AW-TEST' };

  it('loads nothing before the visitor chooses', () => {
    expect(consentedTagIds(ids, null)).toEqual([]);
  });

  it('loads only what was accepted', () => {
    expect(consentedTagIds(ids, { analytics: true, advertising: false })).toEqual(['G-TEST']);
    expect(consentedTagIds(ids, { analytics: false, advertising: true })).toEqual(['AW-TEST']);
    expect(consentedTagIds(ids, { analytics: true, advertising: true })).toEqual([
      'G-TEST',
      'AW-TEST',
    ]);
    expect(consentedTagIds(ids, { analytics: false, advertising: false })).toEqual([]);
  });

  it('skips a tag the store has no id for', () => {
    expect(
      consentedTagIds({ analyticsId: null, adsId: 'AW-1' }, { analytics: true, advertising: true }),
    ).toEqual(['AW-1']);
  });
});
