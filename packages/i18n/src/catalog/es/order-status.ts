/** Messages of the orderStatus area. */
export const orderStatus = {} as const;
