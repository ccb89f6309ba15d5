import { categories, productCategories } from '@shop/db';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The ids of the products filed under `categoryId` or any category below it: what the
 * category's storefront listing shows, so a staff filter on "Mamparas de ducha" finds the
 * sliding and folding screens of its subcategories too.
 */
export function productsFiledUnder(categoryId: number): SQL {
  return sql`(select ${productCategories.productId} from ${productCategories}
    where ${productCategories.categoryId} in (
      with recursive tree(id) as (
        select ${categoryId}::integer
        union all
        select child.id from ${categories} child join tree on child.parent_id = tree.id
      )
      select id from tree))`;
}
