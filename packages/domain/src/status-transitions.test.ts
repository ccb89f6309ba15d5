import { describe, expect, it } from 'vitest';
import { canTransitionOrder, orderStatusCodes } from './order-status.ts';
import {
  canTransitionSubOrder,
  orderStatusFollowingSubOrders,
  subOrderHasShipped,
  subOrderStatusCodes,
} from './sub-order-status.ts';

/*
 * Written out by hand, not read from the tables: every pair of statuses is checked against this
 * list, so a move added to or removed from a table fails here until it is decided on purpose.
 */
const allowedOrderMoves = [
  '100>150 100>200 100>300',
  '150>100 150>300',
  '200>250 200>300 200>700',
  '250>200 250>300',
  '300>350 300>400 300>700',
  '350>400 350>700',
  '400>450 400>600 400>650 400>700',
  '450>500 450>600 450>650 450>700',
  '500>600 500>650',
  '600>650',
  '650>800',
]
  .join(' ')
  .split(' ');

const allowedSubOrderMoves = [
  '100>200 100>400 100>500 100>550 100>600',
  '200>300 200>400 200>500 200>550 200>600',
  '300>400 300>600 300>650',
  '400>200 400>300 400>500 400>550 400>600 400>650',
  '600>700 600>900',
  '650>600 650>900',
  '700>800 700>900',
  '900>600 900>700 900>800',
]
  .join(' ')
  .split(' ');

describe('the order transition table, every pair of statuses', () => {
  it('allows exactly the moves listed, and refuses the others', () => {
    const allowed: string[] = [];
    for (const from of orderStatusCodes)
      for (const to of orderStatusCodes)
        if (canTransitionOrder(from, to)) allowed.push(`${from}>${to}`);
    expect(allowed).toEqual(allowedOrderMoves);
    expect(orderStatusCodes.length ** 2 - allowed.length).toBe(169 - 27);
  });

  it('never lets an order stay in place, go back to a cart, or leave 700 and 800', () => {
    for (const status of orderStatusCodes) expect(canTransitionOrder(status, status)).toBe(false);
    for (const to of orderStatusCodes) {
      expect(canTransitionOrder(700, to)).toBe(false);
      expect(canTransitionOrder(800, to)).toBe(false);
    }
  });
});

describe('the sub-order transition table, every pair of statuses', () => {
  it('allows exactly the moves listed, and refuses the others', () => {
    const allowed: string[] = [];
    for (const from of subOrderStatusCodes)
      for (const to of subOrderStatusCodes)
        if (canTransitionSubOrder(from, to)) allowed.push(`${from}>${to}`);
    expect(allowed).toEqual(allowedSubOrderMoves);
    expect(subOrderStatusCodes.length ** 2 - allowed.length).toBe(121 - 28);
  });

  it('ends cancelled and returned sub-orders for good', () => {
    for (const to of subOrderStatusCodes)
      for (const from of [500, 550, 800] as const)
        expect(canTransitionSubOrder(from, to)).toBe(false);
  });
});

describe('the order status follows its sub-orders', () => {
  it('is shipped when every sub-order still due has left the shop', () => {
    expect(orderStatusFollowingSubOrders([600, 600])).toBe(650);
    expect(orderStatusFollowingSubOrders([600, 700, 900, 800])).toBe(650);
    expect(orderStatusFollowingSubOrders([600, 500, 550])).toBe(650);
  });

  it('is partially shipped when only some goods have left', () => {
    expect(orderStatusFollowingSubOrders([600, 100])).toBe(600);
    expect(orderStatusFollowingSubOrders([700, 400])).toBe(600);
    expect(orderStatusFollowingSubOrders([650])).toBe(600);
    expect(orderStatusFollowingSubOrders([650, 600])).toBe(600);
    expect(orderStatusFollowingSubOrders([900, 300, 500])).toBe(600);
  });

  it('says nothing while nothing has left, or when everything was cancelled', () => {
    expect(orderStatusFollowingSubOrders([100, 200, 300, 400])).toBeNull();
    expect(orderStatusFollowingSubOrders([500, 550])).toBeNull();
    expect(orderStatusFollowingSubOrders([])).toBeNull();
  });

  it('gives for every single sub-order status what the rule says', () => {
    const single = Object.fromEntries(
      subOrderStatusCodes.map((status) => [status, orderStatusFollowingSubOrders([status])]),
    );
    expect(single).toEqual({
      100: null,
      200: null,
      300: null,
      400: null,
      500: null,
      550: null,
      600: 650,
      650: 600,
      700: 650,
      800: 650,
      900: 650,
    });
  });
});

describe('subOrderHasShipped', () => {
  it('is true once any goods have left the shop, even in part', () => {
    expect(subOrderStatusCodes.filter(subOrderHasShipped)).toEqual([600, 650, 700, 800, 900]);
  });
});
