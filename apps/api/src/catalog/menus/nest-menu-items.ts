/**
 * A menu's rows as a tree. The rows come ordered by level then position, so every parent is
 * placed before its children; a row whose parent is missing is left out.
 */
export function nestMenuItems<
  Row extends { id: number; parentId: number | null },
  Item extends { sub_items: Item[] },
>(rows: readonly Row[], toItem: (row: Row) => Item): Item[] {
  const byId = new Map<number, Item>();
  const roots: Item[] = [];
  for (const row of rows) {
    const item = toItem(row);
    byId.set(row.id, item);
    if (row.parentId === null) roots.push(item);
    else byId.get(row.parentId)?.sub_items.push(item);
  }
  return roots;
}
