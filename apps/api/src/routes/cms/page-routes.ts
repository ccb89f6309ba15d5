import { and, asc, eq } from 'drizzle-orm';
import { pages, stores } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DetailErrorBody,
  ListOf,
  PageQuery,
  RecordIdParam,
  StoreQuery,
  ValidationErrorBody,
} from '../../contracts/common.ts';
import { Page, PageDetail, PageInput, PageSummary } from '../../contracts/pages.ts';
import type { Db } from '../../database.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { editionAlternates } from '../edition-alternates.ts';
import type { RouteOptions } from '../route-options.ts';
import { isUniqueViolation } from '../../unique-violation.ts';
import { withSellerDetails } from '../../content/seller-in-text.ts';
import type { Seller } from '../../mail/merchant-details.ts';

const tags = ['cms'];

/** Published pages name the seller the invoices print (content/seller-in-text.ts). */
export type CmsRouteOptions = RouteOptions & { seller: Seller };
const PageIdParams = z.object({ id: RecordIdParam });
const SlugParams = z.object({ slug: z.string().min(1).max(200) });
const adminErrors = {
  400: ValidationErrorBody,
  401: DetailErrorBody,
  403: DetailErrorBody,
  404: DetailErrorBody,
  409: DetailErrorBody,
};

const pageColumns = {
  id: pages.id,
  slug: pages.slug,
  title: pages.title,
  body: pages.body,
  seoTitle: pages.seoTitle,
  seoDescription: pages.seoDescription,
  isPublished: pages.isPublished,
  updatedAt: pages.updatedAt,
};
type PageRow = Pick<typeof pages.$inferSelect, keyof typeof pageColumns>;

const toSummary = (row: Omit<PageRow, 'body' | 'seoTitle' | 'seoDescription'>): PageSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  is_published: row.isPublished,
  updated_at: row.updatedAt.toISOString(),
});

const toPage = (row: PageRow): Page => ({
  ...toSummary(row),
  body: row.body,
  seo_title: row.seoTitle,
  seo_description: row.seoDescription,
});

const inScope = ({ store, language }: StoreQuery) =>
  and(eq(pages.storeCode, store), eq(pages.language, language));

function rowOf(input: z.output<typeof PageInput>) {
  return {
    slug: input.slug,
    title: input.title,
    body: input.body,
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    isPublished: input.is_published,
  };
}

/** The editions publishing a page with this slug, each in its own language (hreflang). */
async function pageAlternates(db: Db, slug: string) {
  const rows = await db
    .select({ language: pages.language, address: pages.slug })
    .from(pages)
    .innerJoin(stores, and(eq(stores.code, pages.storeCode), eq(stores.language, pages.language)))
    .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)));
  return editionAlternates(rows);
}

/** The languages this edition publishes a page with this slug in (the language switcher). */
async function pageTranslations(db: Db, store: StoreQuery['store'], slug: string) {
  const rows = await db
    .select({ language: pages.language, address: pages.slug })
    .from(pages)
    .where(and(eq(pages.storeCode, store), eq(pages.slug, slug), eq(pages.isPublished, true)));
  return editionAlternates(rows);
}

const slugTaken = () => ApiError.badRequest('slug', 'content.api.slugTaken');

/** A slug names one page per store and language: a second page with it is refused as 400. */
async function ensureSlugFree(db: Db, scope: StoreQuery, slug: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(inScope(scope), eq(pages.slug, slug)))
    .limit(1);
  if (taken !== undefined && taken.id !== exceptId) throw slugTaken();
}

/** A write that lost the race for a slug to a concurrent one answers like the check above. */
function slugRaceAsBadRequest(error: unknown): never {
  if (isUniqueViolation(error, 'pages_store_language_slug_key')) throw slugTaken();
  throw error;
}

async function findPage(db: Db, scope: StoreQuery, id: number): Promise<PageRow> {
  const [row] = await db
    .select(pageColumns)
    .from(pages)
    .where(and(inScope(scope), eq(pages.id, id)))
    .limit(1);
  if (row === undefined) throw ApiError.notFound();
  return row;
}

/**
 * pages/ (SPEC section 7): the published pages of the store and language in the query for
 * everyone (web-list, retrieve_by_slug); the full CRUD, drafts included, for admins only.
 */
export const pageRoutes: FastifyPluginAsyncZod<CmsRouteOptions> = async (app, { db, seller }) => {
  // SPEC section 7 names the list "web-list"; the collection's own address answers the same.
  for (const url of ['/cms/v1/pages/', '/cms/v1/pages/web-list/']) {
    app.get(
      url,
      {
        schema: {
          summary: 'The published pages of the edition by title (admins also see drafts)',
          tags,
          querystring: StoreQuery.extend(PageQuery.shape),
          response: { 200: ListOf(PageSummary), 404: DetailErrorBody },
        },
      },
      async (request) => {
        const drafts = request.account?.isAdmin === true;
        return pagedList(request, request.query, async (window) => {
          const rows = await inWindow(
            db
              .select({
                total: totalCount,
                id: pages.id,
                slug: pages.slug,
                title: pages.title,
                isPublished: pages.isPublished,
                updatedAt: pages.updatedAt,
              })
              .from(pages)
              .where(and(inScope(request.query), drafts ? undefined : eq(pages.isPublished, true)))
              .orderBy(asc(pages.title), asc(pages.id))
              .$dynamic(),
            window,
          );
          return counted(rows, toSummary);
        });
      },
    );
  }

  app.get(
    '/cms/v1/pages/:slug/retrieve_by_slug/',
    {
      schema: {
        summary: 'One published page by its slug (404 when unknown or unpublished)',
        tags,
        params: SlugParams,
        querystring: StoreQuery,
        response: { 200: PageDetail, 404: DetailErrorBody },
      },
    },
    async (request): Promise<PageDetail> => {
      const [row] = await db
        .select(pageColumns)
        .from(pages)
        .where(
          and(
            inScope(request.query),
            eq(pages.slug, request.params.slug),
            eq(pages.isPublished, true),
          ),
        )
        .limit(1);
      if (row === undefined) throw ApiError.notFound();
      const page = toPage(row);
      const [alternates, translations] = await Promise.all([
        pageAlternates(db, row.slug),
        pageTranslations(db, request.query.store, row.slug),
      ]);
      return { ...page, body: withSellerDetails(page.body, seller), alternates, translations };
    },
  );

  app.post(
    '/cms/v1/pages/',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Creates a page in the edition and language of the query (admins)',
        tags,
        querystring: StoreQuery,
        body: PageInput,
        response: { 201: Page, ...adminErrors },
      },
    },
    async (request, reply) => {
      await ensureSlugFree(db, request.query, request.body.slug);
      const [row] = await db
        .insert(pages)
        .values({
          storeCode: request.query.store,
          language: request.query.language,
          ...rowOf(request.body),
        })
        .returning(pageColumns)
        .catch(slugRaceAsBadRequest);
      if (row === undefined) throw new Error('the page was not created');
      await app.announceChange('content');
      return reply.code(201).send(toPage(row));
    },
  );

  app.get(
    '/cms/v1/pages/:id/',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'One page by id, drafts included (admins)',
        tags,
        params: PageIdParams,
        querystring: StoreQuery,
        response: { 200: Page, ...adminErrors },
      },
    },
    async (request) => {
      return toPage(await findPage(db, request.query, request.params.id));
    },
  );

  app.put(
    '/cms/v1/pages/:id/',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Replaces a page (admins)',
        tags,
        params: PageIdParams,
        querystring: StoreQuery,
        body: PageInput,
        response: { 200: Page, ...adminErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await findPage(db, request.query, id);
      await ensureSlugFree(db, request.query, request.body.slug, id);
      const [row] = await db
        .update(pages)
        .set({ ...rowOf(request.body), updatedAt: new Date() })
        .where(eq(pages.id, id))
        .returning(pageColumns)
        .catch(slugRaceAsBadRequest);
      if (row === undefined) throw ApiError.notFound();
      await app.announceChange('content');
      return toPage(row);
    },
  );

  app.delete(
    '/cms/v1/pages/:id/',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Deletes a page (admins)',
        tags,
        params: PageIdParams,
        querystring: StoreQuery,
        response: { 204: z.null(), ...adminErrors },
      },
    },
    async (request, reply) => {
      await findPage(db, request.query, request.params.id);
      await db.delete(pages).where(eq(pages.id, request.params.id));
      await app.announceChange('content');
      return reply.code(204).send(null);
    },
  );
};
