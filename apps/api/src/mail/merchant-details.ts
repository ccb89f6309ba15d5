import type { Env } from '../env.ts';

/** Who sells: printed on invoices and in e-mail footers. */
export interface Seller {
  legalName: string;
  taxId: string;
  address: string;
}

/** Where a bank transfer is paid. */
export interface BankAccount {
  holder: string;
  iban: string;
  bic: string | null;
}

/** Operator configuration every order document and invoice needs, read once from the env. */
export interface MerchantDetails {
  seller: Seller;
  bankAccount: BankAccount;
  /** The storefront's origin for an edition served at `domain` (the stores table's). */
  storefrontOrigin(domain: string): string;
  /** Where staff hear of each new order (SHOP_NOTIFICATION_EMAIL). */
  shopNotificationEmail: string;
  /** The order's page in the staff app. */
  staffOrderUrl(orderId: number): string;
}

export type MerchantEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'WEB_PORT'
  | 'SELLER_LEGAL_NAME'
  | 'SELLER_TAX_ID'
  | 'SELLER_ADDRESS'
  | 'BANK_TRANSFER_IBAN'
  | 'BANK_TRANSFER_BIC'
  | 'SHOP_NOTIFICATION_EMAIL'
  | 'STAFF_APP_URL'
  | 'ADMIN_PORT'
>;

/**
 * Stand-ins for a fresh checkout. parseEnv refuses to start production without the real
 * values, so these never reach a customer; the IBAN is visibly not a real account.
 */
export const demoSeller: Seller = {
  legalName: 'Mamparas Shop Demo, S.L.',
  taxId: 'B00000000',
  address: 'Calle de la Demostración 1, 46980 Paterna (Valencia), España',
};
export const demoIban = 'ES00 0000 0000 0000 0000 0000';
/** The stores table keeps no staff address; `.example` can never reach anyone by mistake. */
export const demoShopNotificationEmail = 'pedidos@mamparas-shop.example';

export function merchantDetailsFromEnv(env: MerchantEnv): MerchantDetails {
  const seller: Seller = {
    legalName: env.SELLER_LEGAL_NAME ?? demoSeller.legalName,
    taxId: env.SELLER_TAX_ID ?? demoSeller.taxId,
    address: env.SELLER_ADDRESS ?? demoSeller.address,
  };
  const staffAppUrl = env.STAFF_APP_URL ?? `http://localhost:${env.ADMIN_PORT}`;
  return {
    seller,
    bankAccount: {
      holder: seller.legalName,
      iban: env.BANK_TRANSFER_IBAN ?? demoIban,
      bic: env.BANK_TRANSFER_BIC ?? null,
    },
    // Locally each edition is its host name on the web's port (localhost, fr.localhost).
    storefrontOrigin: (domain) =>
      env.NODE_ENV === 'production' ? `https://${domain}` : `http://${domain}:${env.WEB_PORT}`,
    shopNotificationEmail: env.SHOP_NOTIFICATION_EMAIL ?? demoShopNotificationEmail,
    staffOrderUrl: (orderId) =>
      new URL(`orders/${orderId}`, `${staffAppUrl.replace(/\/+$/, '')}/`).toString(),
  };
}
