import { menuItems, menus } from '@shop/db';
import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type {
  MenuItemCreate,
  MenuItemUpdate,
  MenuQuery,
  StaffMenu,
  StaffMenuItem,
} from '../../contracts/staff-site.ts';
import { nestMenuItems } from '../../catalog/menus/nest-menu-items.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';

/**
 * The main and footer menus as the staff edit them: a tree of at most three levels (the mega
 * menu's columns), items ordered by position among their siblings. The storefront reads the
 * same rows (routes/catalog/menus.ts) once the route announces the change.
 */

const deepest = 3;
const notFound = () =>
  new ApiError(404, 'staffSiteApi.menuItemNotFound', {}, undefined, 'not_found');

const itemColumns = {
  id: menuItems.id,
  menuId: menuItems.menuId,
  parentId: menuItems.parentId,
  level: menuItems.level,
  position: menuItems.position,
  webName: menuItems.webName,
  webUrl: menuItems.webUrl,
};
type ItemRow = {
  id: number;
  parentId: number | null;
  level: number;
  position: number;
  webName: string;
  webUrl: string;
};

function treeOf(rows: ItemRow[]): StaffMenuItem[] {
  return nestMenuItems(rows, (row) => ({
    id: row.id,
    parent_id: row.parentId,
    level: row.level,
    position: row.position,
    web_name: row.webName,
    web_url: row.webUrl,
    sub_items: [],
  }));
}

async function itemRows(db: Db, menuId: number): Promise<ItemRow[]> {
  return db
    .select(itemColumns)
    .from(menuItems)
    .where(eq(menuItems.menuId, menuId))
    .orderBy(asc(menuItems.level), asc(menuItems.position), asc(menuItems.id));
}

const menuOf = (query: Pick<MenuQuery, 'store' | 'content_language' | 'menu_type'>) =>
  and(
    eq(menus.storeCode, query.store),
    eq(menus.language, query.content_language),
    eq(menus.menuType, query.menu_type),
  );

/** The whole menu of an edition, language and type (empty when it has none yet). */
export async function readMenu(db: Db, query: MenuQuery): Promise<StaffMenu> {
  const [menu] = await db.select({ id: menus.id }).from(menus).where(menuOf(query)).limit(1);
  const items = menu === undefined ? [] : treeOf(await itemRows(db, menu.id));
  return {
    store: query.store,
    content_language: query.content_language,
    menu_type: query.menu_type,
    items,
  };
}

/** An item with everything under it, as the audit keeps it. */
async function readBranch(db: Db, id: number): Promise<StaffMenuItem> {
  const [item] = await db.select(itemColumns).from(menuItems).where(eq(menuItems.id, id));
  if (item === undefined) throw notFound();
  const rows = await itemRows(db, item.menuId);
  const found = (items: StaffMenuItem[]): StaffMenuItem | undefined =>
    items.find((each) => each.id === id) ?? found(items.flatMap((each) => each.sub_items));
  const branch = found(treeOf(rows));
  if (branch === undefined) throw notFound();
  return branch;
}

/** The item locked for the change, or 404. */
async function lockItem(tx: Db, id: number) {
  const [item] = await tx
    .select(itemColumns)
    .from(menuItems)
    .where(eq(menuItems.id, id))
    .for('update');
  if (item === undefined) throw notFound();
  return item;
}

const siblingsOf = (menuId: number, parentId: number | null) =>
  and(
    eq(menuItems.menuId, menuId),
    parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId),
  );

/** Adds an item last among its siblings; a fourth level is refused on `parent_id`. */
export async function createMenuItem(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  input: MenuItemCreate,
): Promise<StaffMenuItem> {
  return db.transaction(async (tx) => {
    await tx
      .insert(menus)
      .values({
        storeCode: input.store,
        language: input.content_language,
        menuType: input.menu_type,
      })
      .onConflictDoNothing();
    // Locking the menu serialises additions, so two never take the same last position.
    const [menu] = await tx.select({ id: menus.id }).from(menus).where(menuOf(input)).for('update');
    if (menu === undefined) throw new Error('the menu was not created');
    let level = 1;
    if (input.parent_id !== null) {
      const [parent] = await tx
        .select({ level: menuItems.level })
        .from(menuItems)
        .where(and(eq(menuItems.id, input.parent_id), eq(menuItems.menuId, menu.id)));
      if (parent === undefined)
        throw ApiError.badRequest('parent_id', 'staffSiteApi.parentNotInMenu');
      if (parent.level >= deepest) throw ApiError.badRequest('parent_id', 'staffSiteApi.tooDeep');
      level = parent.level + 1;
    }
    const [last] = await tx
      .select({ position: max(menuItems.position) })
      .from(menuItems)
      .where(siblingsOf(menu.id, input.parent_id));
    const [created] = await tx
      .insert(menuItems)
      .values({
        menuId: menu.id,
        parentId: input.parent_id,
        level,
        webName: input.web_name,
        webUrl: input.web_url,
        position: (last?.position ?? -1) + 1,
      })
      .returning({ id: menuItems.id });
    if (created === undefined) throw new Error('the menu item was not created');
    const after = await readBranch(tx, created.id);
    await recordStaffChange(tx, staff, 'menu_item.create', 'menu_items', created.id, null, after);
    return after;
  });
}

/**
 * Renames, relinks and places the item at `position` among its siblings; the siblings are
 * numbered again 0..n in one statement, so the order has no gaps or ties afterwards.
 */
export async function updateMenuItem(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
  input: MenuItemUpdate,
): Promise<StaffMenuItem> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    const before = await readBranch(tx, id);
    const siblings = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(siblingsOf(item.menuId, item.parentId))
      .orderBy(asc(menuItems.position), asc(menuItems.id));
    const order = siblings.map((sibling) => sibling.id).filter((each) => each !== id);
    order.splice(Math.min(input.position, order.length), 0, id);
    await tx
      .update(menuItems)
      .set({ webName: input.web_name, webUrl: input.web_url })
      .where(eq(menuItems.id, id));
    await tx
      .update(menuItems)
      .set({
        position: sql`case ${menuItems.id} ${sql.join(
          order.map((each, position) => sql`when ${each}::integer then ${position}::integer`),
          sql` `,
        )} end`,
      })
      .where(inArray(menuItems.id, order));
    const after = await readBranch(tx, id);
    await recordStaffChange(tx, staff, 'menu_item.update', 'menu_items', id, before, after);
    return after;
  });
}

/** Removes the item and everything under it (the foreign key cascades). */
export async function deleteMenuItem(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockItem(tx, id);
    const before = await readBranch(tx, id);
    await tx.delete(menuItems).where(eq(menuItems.id, id));
    await recordStaffChange(tx, staff, 'menu_item.delete', 'menu_items', id, before, null);
  });
}
