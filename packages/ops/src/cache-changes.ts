/**
 * What a published change can make stale. The api's write paths name one with
 * `app.announceChange(scope)` once the change is committed (apps/api/src/cache-invalidation/).
 */
export const changeScopes = ['catalogue', 'content', 'store-config'] as const;
export type ChangeScope = (typeof changeScopes)[number];

/** The copies kept in process memory, on every api and web instance. */
export type KeptCopy =
  /** The api's listing answers (apps/api/src/routes/catalog/listing/shared-answer-cache.ts). */
  | 'api-answers'
  /** The api's rendered image sizes (apps/api/src/routes/media/images.ts). */
  | 'api-images'
  /** The web's rendered guest pages (apps/web/app/lib/page-cache.server.ts). */
  | 'web-pages'
  /** The api answers the web keeps (apps/web/app/lib/api-cache.server.ts). */
  | 'web-api-answers'
  /** The stores' configuration the web keeps (apps/web/app/lib/storefront.server.ts). */
  | 'web-store-config';

/**
 * The one table of what each change drops, on every instance. A kept page shows catalogue,
 * content and store configuration alike, so every scope drops the pages and the api answers
 * they were rendered from. Reviews and answered questions show on product pages and in the
 * listings' ratings: they are catalogue changes. A removed photo is one too: the rendered
 * images go with every catalogue change (staff edits, rare; each size is one file-store read
 * away, and the CDN keeps the rest).
 */
export const staleCopies: Record<ChangeScope, readonly KeptCopy[]> = {
  catalogue: ['api-answers', 'api-images', 'web-pages', 'web-api-answers'],
  content: ['web-pages', 'web-api-answers'],
  'store-config': ['web-store-config', 'web-pages', 'web-api-answers'],
};

/**
 * The scope a change message names (`{"scope":"content"}`, on Redis and in each event of the
 * api's change stream), or undefined when it names none.
 */
export function changeScopeOf(message: string): ChangeScope | undefined {
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed !== 'object' || parsed === null || !('scope' in parsed)) return undefined;
    return changeScopes.find((scope) => scope === parsed.scope);
  } catch {
    return undefined;
  }
}

/** The address of the api's change stream (server-sent events, one per change). */
export const cacheChangesPath = '/cache/v1/changes/';
