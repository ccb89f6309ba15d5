import { describe, expect, it } from 'vitest';
import {
  abandonedStatus,
  canOpenIncident,
  canPayOrder,
  canTransitionOrder,
  isQuotationStatus,
  orderStatusCodes,
  orderTransitions,
} from './order-status.ts';
import {
  canTransitionSubOrder,
  subOrderStatusCodes,
  subOrderTransitions,
} from './sub-order-status.ts';
import { canReportTransportDamage, checkReturn } from './returns.ts';

describe('order transitions', () => {
  it('follows cart, pending payment, paid, in progress, shipped', () => {
    expect(canTransitionOrder(100, 300)).toBe(true);
    expect(canTransitionOrder(300, 400)).toBe(true);
    expect(canTransitionOrder(400, 450)).toBe(true);
    expect(canTransitionOrder(450, 500)).toBe(true);
    expect(canTransitionOrder(500, 600)).toBe(true);
    expect(canTransitionOrder(600, 650)).toBe(true);
    expect(canTransitionOrder(650, 800)).toBe(true);
  });

  it('refuses skipping payment, cancelling cut glass and leaving final statuses', () => {
    expect(canTransitionOrder(100, 400)).toBe(false);
    expect(canTransitionOrder(500, 700)).toBe(false);
    expect(canTransitionOrder(700, 100)).toBe(false);
    expect(canTransitionOrder(800, 650)).toBe(false);
  });

  it('only targets known codes', () => {
    for (const targets of [
      ...Object.values(orderTransitions),
      ...Object.values(subOrderTransitions),
    ]) {
      for (const target of targets)
        expect([...orderStatusCodes, ...subOrderStatusCodes]).toContain(target);
    }
  });
});

describe('order actions', () => {
  it('offers paying while money is owed and incidents once paid', () => {
    expect(orderStatusCodes.filter(canPayOrder)).toEqual([200, 300]);
    expect(orderStatusCodes.filter(canOpenIncident)).toEqual([400, 450, 500, 600, 650]);
  });

  it('shows open and lapsed quotations as quotations, everything else as an order', () => {
    expect(orderStatusCodes.filter(isQuotationStatus)).toEqual([200, 250]);
  });
});

describe('abandonment by age', () => {
  const since = new Date('2026-03-01T10:00:00Z');
  it('abandons a pending payment after 72 hours, not before', () => {
    expect(abandonedStatus(300, since, new Date('2026-03-04T09:59:59Z'))).toBeNull();
    expect(abandonedStatus(300, since, new Date('2026-03-04T10:00:00Z'))).toBe(350);
  });

  it('abandons carts and quotes after 30 days and never paid orders', () => {
    expect(abandonedStatus(100, since, new Date('2026-03-31T10:00:00Z'))).toBe(150);
    expect(abandonedStatus(200, since, new Date('2026-03-31T10:00:00Z'))).toBe(250);
    expect(abandonedStatus(400, since, new Date('2027-03-01T10:00:00Z'))).toBeNull();
  });
});

describe('sub-order transitions', () => {
  it('delays and resumes, ships, delivers, and handles incidents', () => {
    expect(canTransitionSubOrder(200, 400)).toBe(true);
    expect(canTransitionSubOrder(400, 300)).toBe(true);
    expect(canTransitionSubOrder(600, 700)).toBe(true);
    expect(canTransitionSubOrder(700, 900)).toBe(true);
    expect(canTransitionSubOrder(900, 800)).toBe(true);
    expect(canTransitionSubOrder(300, 500)).toBe(false);
    expect(canTransitionSubOrder(550, 100)).toBe(false);
  });
});

describe('returns', () => {
  const deliveredAt = new Date('2026-03-01T10:00:00Z');
  it('accepts standard screens within 30 days of delivery', () => {
    expect(
      checkReturn({ kind: 'stocked', deliveredAt }, new Date('2026-03-31T10:00:00Z')),
    ).toBeNull();
    expect(checkReturn({ kind: 'stocked', deliveredAt }, new Date('2026-03-31T10:00:01Z'))).toBe(
      'return.window_closed',
    );
  });

  it('never accepts made-to-measure pieces', () => {
    expect(checkReturn({ kind: 'madeToMeasure', deliveredAt }, deliveredAt)).toBe(
      'return.made_to_measure',
    );
  });

  it('never takes back a service, and keeps the window open until goods are delivered', () => {
    expect(checkReturn({ kind: 'service', deliveredAt: null }, deliveredAt)).toBe('return.service');
    expect(checkReturn({ kind: 'stocked', deliveredAt: null }, new Date('2027-01-01'))).toBeNull();
  });

  it('takes transport damage reports for 24 hours', () => {
    expect(canReportTransportDamage(deliveredAt, new Date('2026-03-02T10:00:00Z'))).toBe(true);
    expect(canReportTransportDamage(deliveredAt, new Date('2026-03-02T10:00:01Z'))).toBe(false);
  });
});
