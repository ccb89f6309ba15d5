import { categoryTranslations, storeHomeSeoTexts } from '@shop/db';
import { and, asc, eq } from 'drizzle-orm';
import type {
  CategorySeoInput,
  EditionQuery,
  LanguageQuery,
  SeoTextInput,
  StaffCategorySeo,
  StaffSeoText,
} from '../../contracts/staff-site.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';

/**
 * The SEO texts the storefront has: the texts at the foot of the home (per edition and
 * language) and each category's title, meta description and text (per language; both
 * editions show a category in the language of the page). Pages and posts carry their own SEO
 * fields in their editor (staff-content-texts.ts).
 */

const notFound = () => new ApiError(404, 'staffSiteApi.seoNotFound', {}, undefined, 'not_found');

const homeTextColumns = {
  id: storeHomeSeoTexts.id,
  store: storeHomeSeoTexts.storeCode,
  content_language: storeHomeSeoTexts.language,
  title: storeHomeSeoTexts.title,
  content: storeHomeSeoTexts.content,
  position: storeHomeSeoTexts.position,
};

const asHomeText = (row: { store: string; content_language: string }) => row as StaffSeoText;

export async function readHomeSeoTexts(db: Db, query: EditionQuery): Promise<StaffSeoText[]> {
  const rows = await db
    .select(homeTextColumns)
    .from(storeHomeSeoTexts)
    .where(
      and(
        eq(storeHomeSeoTexts.storeCode, query.store),
        eq(storeHomeSeoTexts.language, query.content_language),
      ),
    )
    .orderBy(asc(storeHomeSeoTexts.position), asc(storeHomeSeoTexts.id));
  return rows.map(asHomeText);
}

async function readHomeSeoText(db: Db, id: number): Promise<StaffSeoText> {
  const [row] = await db
    .select(homeTextColumns)
    .from(storeHomeSeoTexts)
    .where(eq(storeHomeSeoTexts.id, id));
  if (row === undefined) throw notFound();
  return asHomeText(row);
}

export async function updateHomeSeoText(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
  input: SeoTextInput,
): Promise<StaffSeoText> {
  return db.transaction(async (tx) => {
    const before = await readHomeSeoText(tx, id);
    await tx
      .update(storeHomeSeoTexts)
      .set({ title: input.title, content: input.content, position: input.position })
      .where(eq(storeHomeSeoTexts.id, id));
    const after = await readHomeSeoText(tx, id);
    await recordStaffChange(
      tx,
      staff,
      'home_seo_text.update',
      'store_home_seo_texts',
      id,
      before,
      after,
    );
    return after;
  });
}

const categoryColumns = {
  id: categoryTranslations.categoryId,
  content_language: categoryTranslations.language,
  name: categoryTranslations.name,
  slug: categoryTranslations.slug,
  seo_title: categoryTranslations.seoTitle,
  seo_description: categoryTranslations.seoDescription,
  seo_text: categoryTranslations.seoText,
};

const asCategorySeo = (row: { content_language: string }) => row as StaffCategorySeo;

/** Every category in one language, by name. */
export async function readCategorySeo(db: Db, query: LanguageQuery): Promise<StaffCategorySeo[]> {
  const rows = await db
    .select(categoryColumns)
    .from(categoryTranslations)
    .where(eq(categoryTranslations.language, query.content_language))
    .orderBy(asc(categoryTranslations.name), asc(categoryTranslations.categoryId));
  return rows.map(asCategorySeo);
}

async function readOneCategorySeo(
  db: Db,
  id: number,
  language: CategorySeoInput['content_language'],
): Promise<StaffCategorySeo> {
  const [row] = await db
    .select(categoryColumns)
    .from(categoryTranslations)
    .where(
      and(eq(categoryTranslations.categoryId, id), eq(categoryTranslations.language, language)),
    );
  if (row === undefined) throw notFound();
  return asCategorySeo(row);
}

export async function updateCategorySeo(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
  input: CategorySeoInput,
): Promise<StaffCategorySeo> {
  return db.transaction(async (tx) => {
    const before = await readOneCategorySeo(tx, id, input.content_language);
    await tx
      .update(categoryTranslations)
      .set({
        seoTitle: input.seo_title,
        seoDescription: input.seo_description,
        seoText: input.seo_text,
      })
      .where(
        and(
          eq(categoryTranslations.categoryId, id),
          eq(categoryTranslations.language, input.content_language),
        ),
      );
    const after = await readOneCategorySeo(tx, id, input.content_language);
    await recordStaffChange(
      tx,
      staff,
      'category_seo.update',
      'category_translations',
      `${id}:${input.content_language}`,
      before,
      after,
    );
    return after;
  });
}
