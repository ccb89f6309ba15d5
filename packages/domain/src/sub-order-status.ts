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
 * incident (damage, missing part) ends in a reshipment, a delivery or a return.
 */
export const subOrderTransitions: Record<SubOrderStatusCode, readonly SubOrderStatusCode[]> = {
  100: [200, 400, 500, 550],
  200: [300, 400, 500, 550],
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
