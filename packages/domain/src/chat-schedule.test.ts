import { describe, expect, it } from 'vitest';
import { isChatOpen } from './chat-schedule.ts';

describe('isChatOpen', () => {
  it('opens Monday to Thursday from 9 to 18, Madrid time', () => {
    // Monday 2 March 2026: Madrid is UTC+1.
    expect(isChatOpen(new Date('2026-03-02T07:59:59Z'))).toBe(false);
    expect(isChatOpen(new Date('2026-03-02T08:00:00Z'))).toBe(true);
    expect(isChatOpen(new Date('2026-03-02T16:59:59Z'))).toBe(true);
    expect(isChatOpen(new Date('2026-03-02T17:00:00Z'))).toBe(false);
  });

  it('closes at 12 on Fridays and stays closed at weekends', () => {
    expect(isChatOpen(new Date('2026-03-06T10:59:59Z'))).toBe(true);
    expect(isChatOpen(new Date('2026-03-06T11:00:00Z'))).toBe(false);
    expect(isChatOpen(new Date('2026-03-07T10:00:00Z'))).toBe(false);
    expect(isChatOpen(new Date('2026-03-08T10:00:00Z'))).toBe(false);
  });

  it('follows summer time', () => {
    // Wednesday 1 July 2026: Madrid is UTC+2, so 9:00 there is 7:00 UTC.
    expect(isChatOpen(new Date('2026-07-01T07:00:00Z'))).toBe(true);
    expect(isChatOpen(new Date('2026-07-01T16:00:00Z'))).toBe(false);
  });
});
