import { pages, posts, stores } from '@shop/db';
import { isStoreCode } from '@shop/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type {
  ContentKind,
  ContentListQuery,
  StaffContentInput,
  StaffContentText,
} from '../../contracts/staff-content.ts';
import type { Db } from '../../database.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { isUniqueViolation } from '../../unique-violation.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';

/**
 * Content pages and blog posts as the staff edit them, drafts included. Both are texts of one
 * edition and language with a slug, a body in the shop's page format and SEO fields; a post
 * also has an excerpt. What changes here shows on the storefront once the route announces it.
 */

const tables = { pages, posts } as const;
/** Where the storefront shows each kind (apps/web/app/routes.ts). */
const storefrontBase: Record<ContentKind, string> = { pages: '/cms/', posts: '/blog/' };
const uniqueSlugIndex: Record<ContentKind, string> = {
  pages: 'pages_store_language_slug_key',
  posts: 'posts_store_language_slug_key',
};

const notFound = () => new ApiError(404, 'staffContentApi.notFound', {}, undefined, 'not_found');
const slugTaken = () => ApiError.badRequest('slug', 'content.api.slugTaken');

function columnsOf(kind: ContentKind) {
  const table = tables[kind];
  return {
    id: table.id,
    storeCode: table.storeCode,
    language: table.language,
    slug: table.slug,
    title: table.title,
    excerpt: kind === 'posts' ? posts.excerpt : sql<string>`''`,
    body: table.body,
    seoTitle: table.seoTitle,
    seoDescription: table.seoDescription,
    isPublished: table.isPublished,
    updatedAt: table.updatedAt,
    editionLanguage: stores.language,
  };
}

type Row = Awaited<ReturnType<typeof selectTexts>>[number];

function toText(kind: ContentKind, row: Row): StaffContentText {
  if (!isStoreCode(row.storeCode)) throw new Error(`${kind} ${row.id} has store ${row.storeCode}`);
  const prefix = row.language === row.editionLanguage ? '' : `/${row.language}`;
  return {
    id: row.id,
    kind,
    store: row.storeCode,
    content_language: row.language as StaffContentText['content_language'],
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    is_published: row.isPublished,
    updated_at: row.updatedAt.toISOString(),
    storefront_path: `${prefix}${storefrontBase[kind]}${row.slug}`,
  };
}

function selectTexts(db: Db, kind: ContentKind) {
  const table = tables[kind];
  return db
    .select(columnsOf(kind))
    .from(table)
    .innerJoin(stores, eq(stores.code, table.storeCode))
    .$dynamic();
}

/** The edition's pages or posts in one language, by title. */
export async function readContentPage(
  db: Db,
  kind: ContentKind,
  query: ContentListQuery,
  window: PageWindow,
): Promise<{ count: number; results: StaffContentText[] }> {
  const table = tables[kind];
  const where = and(eq(table.storeCode, query.store), eq(table.language, query.content_language));
  const [total] = await db.select({ count: count() }).from(table).where(where);
  const rows = await selectTexts(db, kind)
    .where(where)
    .orderBy(asc(table.title), asc(table.id))
    .limit(window.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(window.offset);
  return { count: total?.count ?? 0, results: rows.map((row) => toText(kind, row)) };
}

export async function readContentText(
  db: Db,
  kind: ContentKind,
  id: number,
): Promise<StaffContentText> {
  const [row] = await selectTexts(db, kind).where(eq(tables[kind].id, id)).limit(1);
  if (row === undefined) throw notFound();
  return toText(kind, row);
}

/** Replaces the text (publishing or withdrawing it too), audited in the same transaction. */
export async function updateContentText(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  kind: ContentKind,
  id: number,
  input: StaffContentInput,
): Promise<StaffContentText> {
  const table = tables[kind];
  const fields = {
    slug: input.slug,
    title: input.title,
    body: input.body,
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    isPublished: input.is_published,
    updatedAt: new Date(),
  };
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: table.id })
        .from(table)
        .where(eq(table.id, id))
        .for('update');
      if (locked === undefined) throw notFound();
      const before = await readContentText(tx, kind, id);
      const [taken] = await tx
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            eq(table.storeCode, before.store),
            eq(table.language, before.content_language),
            eq(table.slug, input.slug),
          ),
        )
        .limit(1);
      if (taken !== undefined && taken.id !== id) throw slugTaken();
      if (kind === 'posts')
        await tx
          .update(posts)
          .set({ ...fields, excerpt: input.excerpt })
          .where(eq(posts.id, id));
      else await tx.update(pages).set(fields).where(eq(pages.id, id));
      const after = await readContentText(tx, kind, id);
      await recordStaffChange(tx, staff, `${kind}.update`, kind, id, before, after);
      return after;
    });
  } catch (error) {
    // A concurrent write that took the slug first answers like the check above.
    if (isUniqueViolation(error, uniqueSlugIndex[kind])) throw slugTaken();
    throw error;
  }
}
