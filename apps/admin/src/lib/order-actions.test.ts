import { describe, expect, it } from 'vitest';
import {
  canCancel,
  cancellableSubOrders,
  cancelsWholeOrder,
  pendingTransfer,
  returnableSubOrders,
  returnsWholeOrder,
  shopDays,
  subOrderActionsFor,
} from './order-actions.ts';
import type { OrderDetail } from './staff-api-types.ts';

type Order = Pick<OrderDetail, 'status' | 'sub_orders' | 'payment_method' | 'payments'>;

const sub = (id: number, status: number): OrderDetail['sub_orders'][number] => ({
  id,
  status,
  status_name: '',
  carrier: null,
  tracking_number: null,
  expected_delivery: null,
});

const order = (status: number, subStatuses: number[], extra: Partial<Order> = {}): Order => ({
  status,
  sub_orders: subStatuses.map((subStatus, index) => sub(index + 1, subStatus)),
  payment_method: 'card',
  payments: [],
  ...extra,
});

const actions = (o: Order, index = 0) => {
  const subOrder = o.sub_orders[index];
  if (!subOrder) throw new Error(`no sub-order ${index}`);
  return subOrderActionsFor(o, subOrder);
};

describe('the moves offered per sub-order', () => {
  it('ships, delays a received sub-order of a paid order; never delivers it', () => {
    expect(actions(order(400, [100, 100]))).toEqual(['ship', 'delay']);
  });

  it('delivers or puts in incident a shipped one, and delays a delayed one again', () => {
    expect(actions(order(600, [600, 100]))).toEqual(['deliver', 'incident']);
    expect(actions(order(400, [400]))).toEqual(['ship', 'delay']);
    expect(actions(order(650, [700]))).toEqual(['incident']);
    expect(actions(order(650, [900]))).toEqual(['ship', 'deliver']);
  });

  it('offers nothing the order cannot follow: goods of an unpaid order are not shipped', () => {
    // 300 -> 650 is not in the order table; a delay leaves the order where it is.
    expect(actions(order(300, [100]))).toEqual(['delay']);
    expect(actions(order(700, [500]))).toEqual([]);
  });
});

describe('cancelling', () => {
  it('offers the sub-orders not shipped yet; all of them cancel the order', () => {
    const o = order(600, [100, 600, 300, 500]);
    expect(cancellableSubOrders(o).map((s) => s.id)).toEqual([1]);
    expect(cancelsWholeOrder(order(400, [100, 200, 500]), [1, 2])).toBe(true);
    expect(cancelsWholeOrder(order(400, [100, 200]), [1])).toBe(false);
  });

  it('follows both tables: no whole cancellation once the glass is cut', () => {
    expect(canCancel(order(400, [100, 200]), [1, 2])).toBe(true);
    expect(canCancel(order(400, [100, 200]), [2])).toBe(true);
    expect(canCancel(order(500, [100]), [1])).toBe(false);
    expect(canCancel(order(500, [100, 200]), [1])).toBe(true);
    expect(canCancel(order(400, [100, 600]), [2])).toBe(false);
    expect(canCancel(order(400, [100]), [])).toBe(false);
  });
});

describe('the transfer staff can mark received', () => {
  const payment = {
    id: 7,
    provider: 'transfer',
    method: 'transfer',
    status: 'pending',
    amount: 12_050,
    reference: null,
    created_at: '2026-11-27T08:00:00Z',
  };

  it('is the pending transfer payment of a transfer order awaiting payment', () => {
    const waiting = order(300, [100], { payment_method: 'transfer', payments: [payment] });
    expect(pendingTransfer(waiting)?.amount).toBe(12_050);
    expect(pendingTransfer({ ...waiting, status: 350 })?.id).toBe(7);
  });

  it('is none once paid, for another method or without a pending payment', () => {
    const paid = order(400, [100], { payment_method: 'transfer', payments: [payment] });
    expect(pendingTransfer(paid)).toBeNull();
    expect(pendingTransfer(order(300, [100], { payments: [payment] }))).toBeNull();
    expect(
      pendingTransfer(
        order(300, [100], {
          payment_method: 'transfer',
          payments: [{ ...payment, status: 'paid' }],
        }),
      ),
    ).toBeNull();
  });
});

describe("the shop's days", () => {
  it("are Madrid's calendar: 23:30 UTC on 31 December is already the new year there", () => {
    expect(shopDays(new Date('2026-12-31T23:30:00Z'))).toEqual({
      today: '2027-01-01',
      tomorrow: '2027-01-02',
    });
    expect(shopDays(new Date('2026-03-28T12:00:00Z'))).toEqual({
      today: '2026-03-28',
      tomorrow: '2026-03-29',
    });
  });
});

describe('the return form', () => {
  it('offers delivered goods and goods in a transport incident, nothing else', () => {
    const o = order(650, [700, 900, 600, 500, 800]);
    expect(returnableSubOrders(o).map((subOrder) => subOrder.id)).toEqual([1, 2]);
  });

  it('returns the whole order when nothing else is left with the customer', () => {
    const o = order(650, [700, 700, 500, 800]);
    expect(returnsWholeOrder(o, [1, 2])).toBe(true);
    expect(returnsWholeOrder(o, [1])).toBe(false);
  });
});
