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

export function merchantDetailsFromEnv(env: MerchantEnv): MerchantDetails {
  const seller: Seller = {
    legalName: env.SELLER_LEGAL_NAME ?? demoSeller.legalName,
    taxId: env.SELLER_TAX_ID ?? demoSeller.taxId,
    address: env.SELLER_ADDRESS ?? demoSeller.address,
  };
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
  };
}
