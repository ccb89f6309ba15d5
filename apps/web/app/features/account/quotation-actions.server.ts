import { apiErrorStatus } from '../../lib/api.server.ts';
import { ensureCart } from '../../lib/cart-session.server.ts';
import { apiRefusal, formReply, type FormReply } from '../auth/form-reply.server.ts';
import { createAccountApi, type ClientOrder } from './account-api.server.ts';
import { redirectWithSession, withSession, type AccountContext } from './account-session.server.ts';
import { formBody } from '../../lib/request-body.server.ts';

/** What the quotation page shows after a post: the products left out of the cart, if any. */
export type QuotationReply = FormReply & {
  notAdded: { product: string; reason: string }[];
  /** Some goods went into the cart: the page links to it. */
  cartChanged: boolean;
};

function quotationReply(fields: Partial<QuotationReply>): QuotationReply {
  return { ...formReply(), notAdded: [], cartChanged: false, ...fields };
}

/** A valid quotation becomes an order pending payment, shown on its order page. */
async function accept(context: AccountContext, quotationId: number) {
  try {
    const { order } = await createAccountApi(context.scope).quotations.accept(quotationId);
    return redirectWithSession(context, `/order/${order.id}`);
  } catch (error) {
    // Refused (expired since the page loaded, no address...): the message above the page; the
    // page's data is read again, so an expired quotation then shows today's prices.
    const reply = quotationReply(apiRefusal(error, {}));
    return withSession(context, reply, apiErrorStatus(error) ?? 400);
  }
}

/**
 * The goods of an (expired) quotation go into the shopper's cart, created when there is none:
 * the api prices every row as an ordinary add-to-cart, so the cart shows today's prices.
 * Everything added: on to the cart; some rows no longer sold: say which, here.
 */
async function addToCart(
  context: AccountContext,
  request: Request,
  quotation: Pick<ClientOrder, 'id' | 'sub_orders'>,
) {
  const { cart, setCookies } = await ensureCart(request, context.storefront);
  const cookies = [...new Set([...context.setCookies, ...setCookies])];
  const session = { ...context, setCookies: cookies };
  let notAdded;
  try {
    notAdded = (await createAccountApi(context.scope).quotations.addToCart(quotation.id, cart.id))
      .not_added;
  } catch (error) {
    return withSession(
      session,
      quotationReply(apiRefusal(error, {})),
      apiErrorStatus(error) ?? 400,
    );
  }
  if (notAdded.length === 0) return redirectWithSession(session, '/cart');
  const names = new Map(quotation.sub_orders.map((row) => [row.id, row.product?.name ?? '—']));
  const cartChanged = notAdded.length < quotation.sub_orders.length;
  return withSession(
    session,
    quotationReply({
      cartChanged,
      formError: context.t(
        cartChanged ? 'account.quotations.addedPartly' : 'account.quotations.noneAdded',
      ),
      notAdded: notAdded.map((row) => ({
        product: names.get(row.sub_order_id) ?? '—',
        reason: row.reason,
      })),
    }),
    400,
  );
}

/** The quotation page's two posts: accept it (valid) or take its goods at today's prices. */
export async function quotationAction(
  context: AccountContext,
  request: Request,
  quotationId: number,
) {
  const form = await formBody(request);
  if (form.get('intent') !== 'add-to-cart') return accept(context, quotationId);
  const quotation = await createAccountApi(context.scope).quotations.get(quotationId);
  return addToCart(context, request, quotation);
}
