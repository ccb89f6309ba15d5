import { describe, expect, it } from 'vitest';
import {
  isIncidentReason,
  isQuotationExpired,
  isQuotationValid,
  quotationValidUntil,
  quotationValidityDays,
} from './account-orders.ts';

describe('quotation validity', () => {
  it('lasts 15 days from the day it is saved, that last day included', () => {
    expect(quotationValidityDays).toBe(15);
    const saved = new Date('2026-11-23T10:00:00Z');
    expect(quotationValidUntil(saved)).toBe('2026-12-08');
    expect(isQuotationValid('2026-12-08', new Date('2026-12-08T23:59:00Z'))).toBe(true);
    expect(isQuotationValid('2026-12-08', new Date('2026-12-09T00:00:00Z'))).toBe(false);
  });

  it('expires an open quotation after its last day, an abandoned one always, an order never', () => {
    const lastDay = new Date('2026-12-08T23:59:00Z');
    const dayAfter = new Date('2026-12-09T00:00:00Z');
    expect(isQuotationExpired({ status: 200, validUntil: '2026-12-08' }, lastDay)).toBe(false);
    expect(isQuotationExpired({ status: 200, validUntil: '2026-12-08' }, dayAfter)).toBe(true);
    expect(isQuotationExpired({ status: 200, validUntil: null }, lastDay)).toBe(true);
    expect(isQuotationExpired({ status: 250, validUntil: '2026-12-08' }, lastDay)).toBe(true);
    expect(isQuotationExpired({ status: 300, validUntil: '2026-12-08' }, dayAfter)).toBe(false);
  });
});

describe('incident reasons', () => {
  it('accepts the modal’s reasons only', () => {
    expect(isIncidentReason('damaged')).toBe(true);
    expect(isIncidentReason('refund')).toBe(false);
  });
});
