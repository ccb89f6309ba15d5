import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { stores } from '../schema/index.ts';
import { productDefinitions } from './catalogue/products.ts';
import { loadAccounts } from './load-accounts.ts';
import { loadArtwork } from './load-artwork.ts';
import { loadCategoryContent } from './load-category-content.ts';
import { loadBlog } from './load-blog.ts';
import { loadCouponsAndInstallation, loadPages, loadReviews } from './load-cms.ts';
import { loadComplements } from './load-complements.ts';
import { loadHome } from './load-home.ts';
import { loadMenus } from './load-menus.ts';
import { loadProductDocuments } from './load-product-documents.ts';
import { loadProducts } from './load-products.ts';
import { loadReferenceData } from './load-reference-data.ts';
import { loadProductVideos } from './load-videos.ts';
import { planReviews } from './review-plan.ts';
import { slugify } from './slug.ts';

/** Arbitrary constant shared by every process that may seed the same database. */
const seedLockKey = 727_001;

/**
 * Loads the demo shop (both editions) into an empty database. Runs in one transaction under an
 * advisory lock and does nothing when stores already exist, so it is safe on every start and
 * from several processes at once. Returns whether it seeded.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const existing = await tx.select({ code: stores.code }).from(stores).limit(1);
    if (existing.length > 0) return false;

    const ids = await loadReferenceData(tx);
    const complementIds = await loadComplements(tx, ids);
    const reviews = planReviews(productDefinitions);
    const entries = productDefinitions.map((definition) => ({
      definition,
      slug: { es: slugify(definition.name.es), fr: slugify(definition.name.fr) },
      artworkRef: definition.ref,
    }));
    const productIds = await loadProducts(tx, entries, ids, complementIds);
    await loadProductDocuments(tx, productIds);
    await loadCategoryContent(tx, ids, productDefinitions);
    await loadMenus(tx, ids, productIds);
    await loadHome(tx, ids, productIds);
    await loadPages(tx);
    await loadBlog(tx);
    await loadCouponsAndInstallation(tx, ids);
    await loadReviews(tx, productIds, reviews);
    await loadArtwork(tx, productDefinitions);
    await loadProductVideos(tx, productDefinitions, productIds);
    await loadAccounts(tx);
    return true;
  });
}
