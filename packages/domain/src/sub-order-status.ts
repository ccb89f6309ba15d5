/** Sub-order (cart row) statuses. 100, 200 and 300 all show as "in progress". */
export const subOrderStatuses = {
  received: 100,
  inPreparation: 200,
  prepared: 300,
  delayed: 400,
  cancelled: 500,
  cancelledForChange: 550,
  shipped: 600,
  partiallyShipped: 650,
  delivered: 700,
  returned: 800,
  incident: 900,
} as const;

export type SubOrderStatusCode = (typeof subOrderStatuses)[keyof typeof subOrderStatuses];
export const subOrderStatusCodes = Object.values(subOrderStatuses);

/*
 * Our design (the spec gives none). Cancelling, for any reason, is possible until the piece
 * is prepared; a delay can happen at any stage before shipping and resumes where it was; an
 * incident (damage, missing part) ends in a reshipment, a delivery or a return. Goods taken
 * from the shelf are shipped as they are received or in preparation: the workshop steps (200,
 * 300) are only recorded for pieces that are made.
 */
export const subOrderTransitions: Record<SubOrderStatusCode, readonly SubOrderStatusCode[]> = {
  100: [200, 400, 500, 550, 600],
  200: [300, 400, 500, 550, 600],
  300: [400, 600, 650],
  400: [200, 300, 500, 550, 600, 650],
  500: [],
  550: [],
  600: [700, 900],
  650: [600, 900],
  700: [800, 900],
  800: [],
  900: [600, 700, 800],
};

export function isSubOrderStatusCode(value: unknown): value is SubOrderStatusCode {
  return typeof value === 'number' && (subOrderStatusCodes as readonly number[]).includes(value);
}

export function canTransitionSubOrder(from: SubOrderStatusCode, to: SubOrderStatusCode): boolean {
  return subOrderTransitions[from].includes(to);
}

/** Sub-orders no longer part of what is sent: they count for nothing in the order's status. */
const cancelledSubOrderStatuses: readonly SubOrderStatusCode[] = [500, 550];
/** Sub-orders whose goods have left the shop (an incident or a return happens after shipping). */
const sentSubOrderStatuses: readonly SubOrderStatusCode[] = [600, 700, 800, 900];

/**
 * The rule "the order's status follows its sub-orders": every sub-order still due has left the
 * shop -> 650 shipped; some goods have left (a sub-order shipped or partially shipped) -> 600
 * partially shipped; nothing has left -> null (the rule says nothing: the order keeps its status).
 * An order with every sub-order cancelled is the cancellation's business, not this rule's.
 */
export function orderStatusFollowingSubOrders(
  statuses: readonly SubOrderStatusCode[],
): 600 | 650 | null {
  const due = statuses.filter((status) => !cancelledSubOrderStatuses.includes(status));
  const sent = due.filter((status) => sentSubOrderStatuses.includes(status));
  if (due.length > 0 && sent.length === due.length) return 650;
  return due.some((status) => status === 650) || sent.length > 0 ? 600 : null;
}

/**
 * Whether goods of the sub-order have left the shop, even in part (650): from then on the
 * order's addresses are what the carrier and the invoice already hold, so staff may not change
 * them.
 */
export function subOrderHasShipped(status: SubOrderStatusCode): boolean {
  return status === subOrderStatuses.partiallyShipped || sentSubOrderStatuses.includes(status);
}
