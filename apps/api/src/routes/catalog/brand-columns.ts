import { sql } from 'drizzle-orm';
import { brands } from '@shop/db';
import type { Language } from '../../contracts/common.ts';

/** The Brand contract as a drizzle selection: the description in the request's language. */
export function brandColumns(language: Language) {
  return {
    id: brands.id,
    name: brands.name,
    slug: brands.slug,
    url: sql<string>`'/marcas/' || ${brands.slug}`,
    logo_public_id: brands.logoPublicId,
    description: sql<string>`coalesce(${brands.description} ->> ${language}, '')`,
  };
}
