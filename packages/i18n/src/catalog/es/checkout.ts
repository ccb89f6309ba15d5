/** Messages of the checkout area. */
export const checkout = {} as const;
