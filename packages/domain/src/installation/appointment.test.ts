import { describe, expect, it } from 'vitest';
import { appointmentError } from './appointment.ts';

// Wednesday 2 December 2026, 10:00 in Madrid.
const now = new Date('2026-12-02T09:00:00Z');
const window = { from: '09:00', to: '13:00' };

describe('an installation appointment', () => {
  it('is set on a business day from today on', () => {
    expect(appointmentError('ESSM', { date: '2026-12-02', ...window }, now)).toBeNull();
    expect(appointmentError('FRSM', { date: '2026-12-04', ...window }, now)).toBeNull();
  });

  it('is never in the past on the shop calendar', () => {
    expect(appointmentError('ESSM', { date: '2026-12-01', ...window }, now)).toBe(
      'appointment.past',
    );
    // 23:30 UTC on the 2nd is already the 3rd in Madrid.
    expect(
      appointmentError('ESSM', { date: '2026-12-02', ...window }, new Date('2026-12-02T23:30Z')),
    ).toBe('appointment.past');
  });

  it('skips weekends and the edition’s national holidays', () => {
    expect(appointmentError('ESSM', { date: '2026-12-05', ...window }, now)).toBe(
      'appointment.not_business_day',
    );
    // 8 December is a holiday in Spain, not in France.
    expect(appointmentError('ESSM', { date: '2026-12-08', ...window }, now)).toBe(
      'appointment.not_business_day',
    );
    expect(appointmentError('FRSM', { date: '2026-12-08', ...window }, now)).toBeNull();
  });

  it('needs a real day and a window that ends after it starts', () => {
    expect(appointmentError('ESSM', { date: '2026-02-30', ...window }, now)).toBe(
      'appointment.date_invalid',
    );
    expect(appointmentError('ESSM', { date: '2026-12-03', from: '13:00', to: '09:00' }, now)).toBe(
      'appointment.window_invalid',
    );
    expect(appointmentError('ESSM', { date: '2026-12-03', from: '9:00', to: '13:00' }, now)).toBe(
      'appointment.window_invalid',
    );
  });
});
