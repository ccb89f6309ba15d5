import { and, eq, sql } from 'drizzle-orm';
import { carts, orders } from '@shop/db';
import {
  countryOf,
  defaultTaxIdType,
  domainErrorMessageKey,
  emailField,
  isDomainErrorCode,
  orderLookupForm,
} from '@shop/domain';
import type { CartCheckoutRequest } from '../contracts/cart.ts';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import type { Account } from '../plugins/authentication.ts';
import { cartCustomerType } from './cart-customer-type.ts';
import {
  lockCart,
  lockOpenCart,
  touchCart,
  type CartAccess,
  type CartCaller,
  type CartRecord,
  type CartScope,
} from './cart-record.ts';
import { checkoutChanges } from './checkout-data.ts';
import { FieldErrors } from './field-errors.ts';
import { readInstallationPostalCodes, requireInstallerAddress } from './installer-address.ts';

/**
 * POST carts/: an empty cart of the request's store and language, priced for its customer type.
 * A signed-in caller's cart belongs to their account, so the order it becomes is theirs.
 */
export async function createCart(
  db: Db,
  scope: CartScope,
  account: Account | null = null,
): Promise<string> {
  const country = countryOf(scope.store);
  const [created] = await db
    .insert(carts)
    .values({
      storeCode: scope.store,
      language: scope.language,
      customerType: cartCustomerType(account),
      userId: account?.id ?? null,
      shippingCountry: country,
      billingCountry: country,
      // The billing form preselects the first tax id type of the edition (SPEC section 3).
      billingTaxIdType: defaultTaxIdType(scope.store),
    })
    .returning({ id: carts.id })
    .prepare('cart-insert')
    .execute();
  if (!created) throw new Error('cart not inserted');
  return created.id;
}

/**
 * What a signed-in caller's PUT changes besides the checkout data: a guest cart is adopted by
 * the account (login after filling the cart) and priced for its type from then on. Another
 * account's cart was not even found (cart-record.ts).
 */
function adoption(caller: CartCaller): Partial<CartRecord> {
  if (caller === null || caller === 'orderLookup') return {};
  return { userId: caller.id, customerType: cartCustomerType(caller) };
}

/**
 * PUT carts/{id}/: the checkout data, saved only when every field present is right. Returns
 * true when the cart changed customer type, so its rows must be priced again.
 */
export function saveCheckoutData(
  db: Db,
  cartId: string,
  scope: CartAccess,
  body: CartCheckoutRequest,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, cartId, scope);
    const adopted = adoption(scope.caller);
    const result = checkoutChanges(scope.store, cart, body);
    if (!result.ok) throw new FieldErrors(result.issues);
    const { shippingPostalCode } = result.changes;
    if (shippingPostalCode)
      requireInstallerAddress(await readInstallationPostalCodes(tx, cart.id), shippingPostalCode);
    await touchCart(tx, cart.id, { ...result.changes, ...adopted });
    return adopted.customerType !== undefined && adopted.customerType !== cart.customerType;
  });
}

/** POST carts/{id}/join_email_to_cart/. */
export function joinEmailToCart(
  db: Db,
  cartId: string,
  scope: CartAccess,
  email: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, cartId, scope);
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message === 'email.required' ? 'required' : 'invalid';
      throw ApiError.badRequest('email', `domain.errors.email.${code}`);
    }
    await touchCart(tx, cart.id, { email: parsed.data });
  });
}

/** DELETE carts/{id}/: its rows and bookings go with it; a placed cart is the order's record. */
export function deleteCart(db: Db, cartId: string, scope: CartAccess): Promise<void> {
  return db.transaction(async (tx) => {
    const { cart, orderNumber } = await lockCart(tx, cartId, scope);
    if (orderNumber !== null) throw ApiError.conflict('cart.placed');
    await tx.delete(carts).where(eq(carts.id, cart.id));
  });
}

/**
 * POST carts/retrieve_by_order_number/: the cart of an order of this store, when the e-mail is
 * the order's (compared case-insensitively). Either mismatch is the same 404, so the answer
 * never tells which order numbers exist.
 */
export async function cartIdOfOrder(
  db: Db,
  scope: CartScope,
  orderNumber: string,
  email: string,
): Promise<string> {
  const lookup = orderLookupForm.safeParse({ order_number: orderNumber, email });
  if (!lookup.success) {
    throw new FieldErrors(
      lookup.error.issues.map((issue) => ({
        field: String(issue.path[0]),
        messageKey: isDomainErrorCode(issue.message)
          ? domainErrorMessageKey(issue.message)
          : 'api.invalidValue',
      })),
    );
  }
  const [order] = await db
    .select({ cartId: orders.cartId })
    .from(orders)
    .where(
      and(
        eq(orders.storeCode, scope.store),
        eq(orders.number, lookup.data.order_number),
        sql`lower(${orders.email}) = lower(${lookup.data.email})`,
      ),
    )
    .limit(1);
  if (!order) throw ApiError.notFound('domain.errors.order.not_found');
  return order.cartId;
}
