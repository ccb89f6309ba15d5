import type { Cents } from '../money.ts';

/** What a booking stored when its order was placed (installation_bookings, quote.ts amounts). */
export interface BookedInstallation {
  /** What the customer paid online: reservation + disassembly + pre-measurement. */
  reservationAmount: Cents;
  /** What the customer pays the installer on site: cost minus the reservation. */
  installerPayment: Cents;
  /** The city quotes on request (installation_cities.budget): no price was known. */
  onRequest: boolean;
}

/**
 * How an installation is settled with the installer. The installer does the whole job: the
 * installation at the price table of the city and distance (installation_city_prices), and
 * the disassembly and pre-measurement the customer chose. The customer paid part of it online
 * to the shop (the reservation amount, which quote.ts deducts from the city's price) and pays
 * the rest to the installer on site. So the installer is owed, by the shop, everything the
 * shop took online for the booking: `owedByShop` = reservation amount; and collects
 * `collectedOnSite` = installer payment from the customer. `job` is the two together.
 * A city on request has no price: the installer quotes the customer, and the shop still owes
 * what it took online; the on-site part and the job are unknown (null).
 */
export interface InstallerSettlement {
  owedByShop: Cents;
  collectedOnSite: Cents | null;
  job: Cents | null;
}

export function installerSettlement(booking: BookedInstallation): InstallerSettlement {
  if (booking.onRequest)
    return { owedByShop: booking.reservationAmount, collectedOnSite: null, job: null };
  return {
    owedByShop: booking.reservationAmount,
    collectedOnSite: booking.installerPayment,
    job: booking.reservationAmount + booking.installerPayment,
  };
}
