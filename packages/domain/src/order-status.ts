/**
 * Order statuses (SPEC section 4). 450 and 500 share the label "in progress": 450 is an order
 * being prepared (nothing cut yet), 500 one in the workshop (glass being cut to measure).
 */
export const orderStatuses = {
  cart: 100,
  abandonedCart: 150,
  quote: 200,
  abandonedQuote: 250,
  pendingPayment: 300,
  abandonedOrder: 350,
  paid: 400,
  inPreparation: 450,
  inProduction: 500,
  partiallyShipped: 600,
  shipped: 650,
  cancelled: 700,
  returned: 800,
} as const;

export type OrderStatusCode = (typeof orderStatuses)[keyof typeof orderStatuses];
export const orderStatusCodes = Object.values(orderStatuses);

/*
 * The spec gives no transitions; these are ours. An abandoned cart, quote or order can come
 * back (the customer returns, a late transfer arrives). Cancelling is allowed until the glass
 * is cut (500): after that the piece is made for one customer and cannot be resold. Only a
 * fully shipped order can be returned (see returns.ts for the window). A paid order whose goods
 * are on the shelf ships the same day, so 400 may become (partially) shipped without passing
 * through preparation; 600 and 650 follow the sub-orders (orderStatusFollowingSubOrders).
 */
export const orderTransitions: Record<OrderStatusCode, readonly OrderStatusCode[]> = {
  100: [150, 200, 300],
  150: [100, 300],
  200: [250, 300, 700],
  250: [200, 300],
  300: [350, 400, 700],
  350: [400, 700],
  400: [450, 600, 650, 700],
  450: [500, 600, 650, 700],
  500: [600, 650],
  600: [650],
  650: [800],
  700: [],
  800: [],
};

export function isOrderStatusCode(value: unknown): value is OrderStatusCode {
  return typeof value === 'number' && (orderStatusCodes as readonly number[]).includes(value);
}

export function canTransitionOrder(from: OrderStatusCode, to: OrderStatusCode): boolean {
  return orderTransitions[from].includes(to);
}

/** 'Pay my order' is offered while money is still owed: an open quote or a pending payment. */
export const payableOrderStatuses: readonly OrderStatusCode[] = [200, 300];
/** An incident is about goods the customer paid for, from payment until delivery. */
export const incidentOrderStatuses: readonly OrderStatusCode[] = [400, 450, 500, 600, 650];

export function canPayOrder(status: OrderStatusCode): boolean {
  return payableOrderStatuses.includes(status);
}

export function canOpenIncident(status: OrderStatusCode): boolean {
  return incidentOrderStatuses.includes(status);
}

/** A quotation (open or lapsed) is shown as one, not as an order the customer placed. */
export function isQuotationStatus(status: OrderStatusCode): boolean {
  return status === orderStatuses.quote || status === orderStatuses.abandonedQuote;
}

const hour = 3_600_000;
const day = 24 * hour;

/**
 * Idle time after which an unfinished order is abandoned. A transfer must arrive within 24 h;
 * 72 h leaves room for a weekend before the order is written off.
 */
export const abandonment: Partial<
  Record<OrderStatusCode, { afterMs: number; becomes: OrderStatusCode }>
> = {
  100: { afterMs: 30 * day, becomes: 150 },
  200: { afterMs: 30 * day, becomes: 250 },
  300: { afterMs: 72 * hour, becomes: 350 },
};

/**
 * How long the goods of an unpaid order stay held after its last payment attempt started: an
 * hour, the life of a card provider's payment session. A shopper who leaves the provider's page
 * must not keep the last units from everyone else for the three days before the order itself
 * is abandoned; paying later takes them again if they are still there.
 */
export const stockHoldMs = hour;

/** The abandoned status an order has reached by `now`, or null if it is still live. */
export function abandonedStatus(
  status: OrderStatusCode,
  lastActivityAt: Date,
  now: Date,
): OrderStatusCode | null {
  const rule = abandonment[status];
  if (!rule) return null;
  return now.getTime() - lastActivityAt.getTime() >= rule.afterMs ? rule.becomes : null;
}
