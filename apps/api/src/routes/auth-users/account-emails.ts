import { eq } from 'drizzle-orm';
import { stores, users, type OneUseTokenPurpose } from '@shop/db';
import type { Locale } from '@shop/i18n';
import { issueOneUseToken } from '../../auth/one-use-tokens.ts';
import type { Db } from '../../database.ts';
import { renderAccountMail, type AccountMailKind } from '../../mail/account-mails.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { MerchantDetails } from '../../mail/merchant-details.ts';

/** The e-mails whose link carries a one-use token; the others tell of a staff decision. */
const purposeOf: Partial<Record<AccountMailKind, OneUseTokenPurpose>> = {
  activation: 'activation',
  passwordReset: 'password_reset',
};

export interface AccountEmailRecipient {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  storeCode: string;
}

/** The columns of `users` an account e-mail needs, for the queries that pick its recipient. */
export const accountEmailRecipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  storeCode: users.storeCode,
};

export type SendAccountEmail = (
  db: Db,
  kind: AccountMailKind,
  user: AccountEmailRecipient,
  language: Locale,
) => Promise<void>;

/**
 * Issues the one-use token and e-mails its link to the storefront of the account's edition.
 * Called inside the transaction that needs it, so a message that cannot be sent leaves no
 * token (nor a new account) behind and the caller sees the failure.
 */
export function accountEmailer(
  mailer: Pick<Mailer, 'deliver'>,
  merchant: Pick<MerchantDetails, 'storefrontOrigin'>,
): SendAccountEmail {
  return async (db, kind, user, language) => {
    const [store] = await db
      .select({ name: stores.name, domain: stores.domain })
      .from(stores)
      .where(eq(stores.code, user.storeCode));
    if (store === undefined) throw new Error(`user ${user.id} has unknown store ${user.storeCode}`);
    const purpose = purposeOf[kind];
    const token = purpose === undefined ? null : await issueOneUseToken(db, user.id, purpose);
    const email = renderAccountMail({
      kind,
      language,
      shopName: store.name,
      storefrontOrigin: merchant.storefrontOrigin(store.domain),
      firstName: user.firstName,
      token,
    });
    // Replies reach the accounts desk of the edition, in the customer's language.
    const mailbox = language === 'fr' ? 'comptes' : 'cuentas';
    await mailer.deliver(
      {
        from: { name: store.name, address: `${mailbox}@${store.domain}` },
        to: { name: `${user.firstName} ${user.lastName}`.trim(), address: user.email },
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: { 'Content-Language': language },
      },
      `${kind}-${user.id}`,
    );
  };
}
