import { z } from 'zod';
import { StoreQuery } from './common.ts';

/** Search engines accept up to 50,000 URLs per sitemap file, so one page may hold that many. */
export const sitemapMaxPageSize = 50_000;

const invalidPage = { error: 'api.invalidPage' } as const;
const invalidPageSize = { error: 'api.invalidPageSize' } as const;

/** Like PageQuery, with pages as large as one sitemap file. */
export const SitemapQuery = StoreQuery.extend({
  page: z.coerce.number(invalidPage).int(invalidPage).min(1, invalidPage).default(1),
  page_size: z.coerce
    .number(invalidPageSize)
    .int(invalidPageSize)
    .refine((size) => size === -1 || (size >= 1 && size <= sitemapMaxPageSize), invalidPageSize)
    .default(sitemapMaxPageSize)
    .describe(`1 to ${sitemapMaxPageSize}, or -1 for every item`),
});
export type SitemapQuery = z.infer<typeof SitemapQuery>;

/** One page of the shop for the sitemap: its path in the request language and last change. */
export const SitemapEntry = z.object({
  url: z.string(),
  updated_at: z.string().nullable(),
});
export type SitemapEntry = z.infer<typeof SitemapEntry>;
