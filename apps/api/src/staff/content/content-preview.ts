import { stores } from '@shop/db';
import { eq } from 'drizzle-orm';
import {
  previewTokenSeconds,
  signPreviewToken,
  type PreviewTarget,
} from '../../content/preview-token.ts';
import type { ContentPreviewLink } from '../../contracts/staff-content.ts';
import type { Db } from '../../database.ts';
import type { MerchantDetails } from '../../mail/merchant-details.ts';
import { readHomeSlide } from './staff-home-slides.ts';
import { readContentText } from './staff-content-texts.ts';

/** The storefront's preview pages (apps/web/app/routes/content/content-preview.tsx, home-preview.tsx). */
export const previewPath = '/vista-previa/';
export const homePreviewPath = '/vista-previa/portada/';

/**
 * A short-lived link to the storefront showing what `target` names as it is saved now,
 * published or not: a page or post on its own, or a slider or banner on its edition's home.
 * On the edition's host, under the language's prefix.
 */
export async function makePreviewLink(
  db: Db,
  secret: string,
  storefrontOrigin: MerchantDetails['storefrontOrigin'],
  target: PreviewTarget,
): Promise<ContentPreviewLink> {
  const { kind, id } = target;
  const isText = kind === 'pages' || kind === 'posts';
  const edition = isText ? await readContentText(db, kind, id) : await readHomeSlide(db, kind, id);
  const [store] = await db
    .select({ domain: stores.domain, language: stores.language })
    .from(stores)
    .where(eq(stores.code, edition.store));
  if (store === undefined) throw new Error(`store ${edition.store} is missing`);
  const prefix = edition.content_language === store.language ? '' : `/${edition.content_language}`;
  const token = await signPreviewToken(secret, target);
  return {
    url: `${storefrontOrigin(store.domain)}${prefix}${isText ? previewPath : homePreviewPath}${token}`,
    expires_at: new Date(Date.now() + previewTokenSeconds * 1000).toISOString(),
  };
}
