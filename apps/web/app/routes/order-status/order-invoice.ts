import { orderInvoiceAction } from '../../features/order-status/order-lookup.server.ts';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import type { Route } from './+types/order-invoice';

/** POST /estado-pedido/factura: a guest's invoice PDF, proven by e-mail and order number. */
export function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  return orderInvoiceAction(request);
}
