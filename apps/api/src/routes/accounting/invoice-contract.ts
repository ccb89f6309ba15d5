import { z } from 'zod';
import { Cents, ListOf, PageQuery, StoreQuery } from '../../contracts/common.ts';

/*
 * Request and response schemas of /accounting/v1/invoices/. They belong with the other
 * contracts (src/contracts/accounting.ts) once the web's typed client needs them.
 */

/** The order lookup's own messages (SPEC section 5): 'Correo electrónico requerido', ... */
const orderNumber = z
  .string({ error: 'domain.errors.required.order_number' })
  .trim()
  .min(1, { error: 'domain.errors.required.order_number' })
  .max(50);
const email = z
  .string({ error: 'domain.errors.email.required' })
  .trim()
  .min(1, { error: 'domain.errors.email.required' })
  .max(254);

/**
 * A guest proves the order is theirs with its e-mail (both required then). A Bearer caller
 * needs neither: without order_number they get the invoices of all their orders; see
 * invoice-access.ts for who may read what.
 */
export const InvoiceListQuery = StoreQuery.extend(PageQuery.shape).extend({
  order_number: orderNumber.optional(),
  email: email.optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

export const InvoiceDownloadQuery = StoreQuery.extend({ email: email.optional() });
export const InvoiceNumberParams = z.object({ number: z.string().min(1).max(40) });

export const InvoiceSummary = z
  .object({
    number: z.string(),
    issued_at: z.iso.datetime(),
    order_number: z.string(),
    subtotal: Cents,
    vat: Cents,
    total: Cents,
    currency: z.literal('EUR'),
    /** GET it with the same store and email query parameters to download the PDF. */
    download_path: z.string(),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

export const InvoiceList = ListOf(InvoiceSummary);
