import { eq } from 'drizzle-orm';
import { cartRows, installationBookings } from '@shop/db';
import { installerAddressMismatch } from '@shop/domain';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';

/** The postal codes the cart's installations were booked (and priced) for. */
export async function readInstallationPostalCodes(db: Db, cartId: string): Promise<string[]> {
  const bookings = await db
    .select({ postalCode: installationBookings.postalCode })
    .from(installationBookings)
    .innerJoin(cartRows, eq(cartRows.id, installationBookings.cartRowId))
    .where(eq(cartRows.cartId, cartId))
    .prepare('cart-installation-postal-codes')
    .execute();
  return bookings.map((booking) => booking.postalCode);
}

/**
 * The installer goes to the shipping address, and each booking was priced for its own
 * province: a shipping address elsewhere is refused beside its postal code, naming both
 * provinces and the two ways out (another address, or booking the installation again).
 */
export function requireInstallerAddress(
  installationPostalCodes: readonly string[],
  shippingPostalCode: string | null,
): void {
  if (shippingPostalCode === null) return;
  for (const postalCode of installationPostalCodes) {
    const mismatch = installerAddressMismatch(postalCode, shippingPostalCode);
    if (mismatch)
      throw ApiError.badRequest('shipping_postal_code', 'cart.installationAddressMismatch', {
        installation: mismatch.installationProvince,
        shipping: mismatch.shippingProvince,
      });
  }
}
