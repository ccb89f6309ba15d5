import { storeHomeBanners, storeHomeSliders } from '@shop/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  EditionQuery,
  HomeSlideInput,
  HomeSlideKind,
  StaffHomeSlide,
} from '../../contracts/staff-site.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { onShowNow } from '../../catalog/home/on-show-now.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';

/**
 * The home's sliders and banners as the staff edit them, withdrawn and future ones included.
 * A slider's subtitle and a banner's text are one field (`subtitle`); only sliders carry a
 * button label. The home shows a row while it is active and within its dates.
 */

const tables = { sliders: storeHomeSliders, banners: storeHomeBanners } as const;
const notFound = () => new ApiError(404, 'staffSiteApi.slideNotFound', {}, undefined, 'not_found');

function columnsOf(kind: HomeSlideKind) {
  const table = tables[kind];
  return {
    id: table.id,
    storeCode: table.storeCode,
    language: table.language,
    title: table.title,
    subtitle: kind === 'sliders' ? storeHomeSliders.subtitle : storeHomeBanners.text,
    ctaLabel: kind === 'sliders' ? storeHomeSliders.ctaLabel : sql<string>`''`,
    url: table.url,
    imagePublicId: table.imagePublicId,
    position: table.position,
    isActive: table.isActive,
    startsAt: table.startsAt,
    endsAt: table.endsAt,
    onShow: sql<boolean>`coalesce(${onShowNow(table)}, false)`.mapWith(Boolean),
  };
}

type Row = Awaited<ReturnType<typeof selectSlides>>[number];

function toSlide(kind: HomeSlideKind, row: Row): StaffHomeSlide {
  return {
    id: row.id,
    kind,
    store: row.storeCode as StaffHomeSlide['store'],
    content_language: row.language as StaffHomeSlide['content_language'],
    title: row.title,
    subtitle: row.subtitle,
    cta_label: row.ctaLabel,
    url: row.url,
    image_public_id: row.imagePublicId,
    position: row.position,
    is_active: row.isActive,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    on_show: row.onShow,
  };
}

function selectSlides(db: Db, kind: HomeSlideKind) {
  return db.select(columnsOf(kind)).from(tables[kind]).$dynamic();
}

/** An edition's sliders or banners in one language, in the home's order. */
export async function readHomeSlides(
  db: Db,
  kind: HomeSlideKind,
  query: EditionQuery,
): Promise<StaffHomeSlide[]> {
  const table = tables[kind];
  const rows = await selectSlides(db, kind)
    .where(and(eq(table.storeCode, query.store), eq(table.language, query.content_language)))
    .orderBy(asc(table.position), asc(table.id));
  return rows.map((row) => toSlide(kind, row));
}

export async function readHomeSlide(
  db: Db,
  kind: HomeSlideKind,
  id: number,
): Promise<StaffHomeSlide> {
  const [row] = await selectSlides(db, kind).where(eq(tables[kind].id, id)).limit(1);
  if (row === undefined) throw notFound();
  return toSlide(kind, row);
}

/** The columns of the input; rules across fields are named on the field they refuse. */
function fieldsOf(kind: HomeSlideKind, input: HomeSlideInput) {
  if (kind === 'sliders' && input.cta_label === '')
    throw ApiError.badRequest('cta_label', 'api.required');
  if (
    input.starts_at !== null &&
    input.ends_at !== null &&
    new Date(input.ends_at) <= new Date(input.starts_at)
  )
    throw ApiError.badRequest('ends_at', 'staffSiteApi.datesOrder');
  return {
    storeCode: input.store,
    language: input.content_language,
    title: input.title,
    url: input.url,
    imagePublicId: input.image_public_id,
    position: input.position,
    isActive: input.is_active,
    startsAt: input.starts_at === null ? null : new Date(input.starts_at),
    endsAt: input.ends_at === null ? null : new Date(input.ends_at),
  };
}

export async function createHomeSlide(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  kind: HomeSlideKind,
  input: HomeSlideInput,
): Promise<StaffHomeSlide> {
  const fields = fieldsOf(kind, input);
  return db.transaction(async (tx) => {
    const [created] =
      kind === 'sliders'
        ? await tx
            .insert(storeHomeSliders)
            .values({ ...fields, subtitle: input.subtitle, ctaLabel: input.cta_label })
            .returning({ id: storeHomeSliders.id })
        : await tx
            .insert(storeHomeBanners)
            .values({ ...fields, text: input.subtitle })
            .returning({ id: storeHomeBanners.id });
    if (created === undefined) throw new Error(`the ${kind} row was not created`);
    const after = await readHomeSlide(tx, kind, created.id);
    await recordStaffChange(tx, staff, `${kind}.create`, kind, created.id, null, after);
    return after;
  });
}

/** Replaces the slider or banner whole (publishing, withdrawing or rescheduling it too). */
export async function updateHomeSlide(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  kind: HomeSlideKind,
  id: number,
  input: HomeSlideInput,
): Promise<StaffHomeSlide> {
  const fields = fieldsOf(kind, input);
  const table = tables[kind];
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (locked === undefined) throw notFound();
    const before = await readHomeSlide(tx, kind, id);
    if (kind === 'sliders')
      await tx
        .update(storeHomeSliders)
        .set({ ...fields, subtitle: input.subtitle, ctaLabel: input.cta_label })
        .where(eq(storeHomeSliders.id, id));
    else
      await tx
        .update(storeHomeBanners)
        .set({ ...fields, text: input.subtitle })
        .where(eq(storeHomeBanners.id, id));
    const after = await readHomeSlide(tx, kind, id);
    await recordStaffChange(tx, staff, `${kind}.update`, kind, id, before, after);
    return after;
  });
}

export async function deleteHomeSlide(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  kind: HomeSlideKind,
  id: number,
): Promise<void> {
  const table = tables[kind];
  await db.transaction(async (tx) => {
    const before = await readHomeSlide(tx, kind, id);
    await tx.delete(table).where(eq(table.id, id));
    await recordStaffChange(tx, staff, `${kind}.delete`, kind, id, before, null);
  });
}
