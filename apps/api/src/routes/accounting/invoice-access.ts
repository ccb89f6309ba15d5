/**
 * Who asks for an order's invoices. Today only guests exist: they prove the order is theirs
 * with its e-mail. When accounts arrive (issue 7) the authenticated caller becomes a `user`
 * reader and this is the one place that lets the owner or an admin in.
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
