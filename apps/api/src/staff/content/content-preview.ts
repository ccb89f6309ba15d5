import { stores } from '@shop/db';
import { eq } from 'drizzle-orm';
import { previewTokenSeconds, signPreviewToken } from '../../content/preview-token.ts';
import type { ContentKind, ContentPreviewLink } from '../../contracts/staff-content.ts';
import type { Db } from '../../database.ts';
import type { MerchantDetails } from '../../mail/merchant-details.ts';
import { readContentText } from './staff-content-texts.ts';

/** The storefront's preview page (apps/web/app/routes/content/content-preview.tsx). */
export const previewPath = '/vista-previa/';

/**
 * A short-lived link to the storefront showing the page or post as it is saved now, published
 * or not, on its edition's host and under its language's prefix.
 */
export async function makeContentPreview(
  db: Db,
  secret: string,
  storefrontOrigin: MerchantDetails['storefrontOrigin'],
  kind: ContentKind,
  id: number,
): Promise<ContentPreviewLink> {
  const text = await readContentText(db, kind, id);
  const [store] = await db
    .select({ domain: stores.domain, language: stores.language })
    .from(stores)
    .where(eq(stores.code, text.store));
  if (store === undefined) throw new Error(`store ${text.store} is missing`);
  const prefix = text.content_language === store.language ? '' : `/${text.content_language}`;
  const token = await signPreviewToken(secret, { kind, id });
  return {
    url: `${storefrontOrigin(store.domain)}${prefix}${previewPath}${token}`,
    expires_at: new Date(Date.now() + previewTokenSeconds * 1000).toISOString(),
  };
}
