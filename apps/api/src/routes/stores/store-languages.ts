import { isLocale, type Locale } from '@shop/i18n';
import { stores } from '@shop/db';
import type { Db } from '../../database.ts';

/** Store code -> language, read once at boot: the editions change with a deploy, not per request. */
export async function readStoreLanguages(db: Db): Promise<ReadonlyMap<string, Locale>> {
  const rows = await db
    .select({ code: stores.code, language: stores.language })
    .from(stores)
    .orderBy(stores.code);
  return new Map(
    rows.flatMap(({ code, language }) => (isLocale(language) ? [[code, language] as const] : [])),
  );
}
