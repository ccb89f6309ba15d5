/** Messages of the mail area. */
export const mail = {} as const;
