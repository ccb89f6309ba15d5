/**
 * Who asks for an order's invoices: a guest proves the order is theirs with its e-mail; a
 * signed-in caller (Bearer) reads their own orders' invoices, an admin anyone's.
 */
export type InvoiceReader =
  { kind: 'guest'; email: string } | { kind: 'user'; userId: number; admin: boolean };

export interface OrderOwnership {
  email: string;
  userId: number | null;
}

/** E-mail addresses are compared the way customers type them: case and spaces do not count. */
export function sameEmail(given: string, stored: string): boolean {
  return given.trim().toLowerCase() === stored.trim().toLowerCase();
}

export function mayReadOrderInvoices(reader: InvoiceReader, order: OrderOwnership): boolean {
  switch (reader.kind) {
    case 'guest':
      return sameEmail(reader.email, order.email);
    case 'user':
      return reader.admin || (order.userId !== null && order.userId === reader.userId);
  }
}

/** The reader of a request: its account when signed in, else a guest with the given e-mail. */
export function invoiceReader(
  account: { id: number; isAdmin: boolean } | null,
  email: string | undefined,
): InvoiceReader | null {
  if (account) return { kind: 'user', userId: account.id, admin: account.isAdmin };
  return email === undefined ? null : { kind: 'guest', email };
}
