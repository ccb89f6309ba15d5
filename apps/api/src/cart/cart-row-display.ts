import { and, asc, eq, inArray } from 'drizzle-orm';
import { brands, productImages, products, productTranslations } from '@shop/db';
import { formatMoney } from '@shop/domain';
import { translate } from '@shop/i18n';
import type { CartInstallationBooking, CartRowDisplay } from '../contracts/cart.ts';
import type { Db } from '../database.ts';
import { deliveryPromise } from '../routes/catalog/products/delivery-promise.ts';
import { pricingScope } from './cart-customer-type.ts';
import { readCart, type CartAccess, type CartScope } from './cart-record.ts';
import { cartRowOf, readCartRows } from './cart-row-records.ts';
import { configurationSummary, summaryNames, type SummaryLine } from './configuration-summary.ts';

interface ProductDisplay {
  ref: string;
  name: string;
  slug: string;
  madeToMeasure: boolean;
  deliveryDays: { min: number; max: number };
  brand: { id: number; name: string; slug: string } | null;
  imagePublicId: string | null;
}

/** Name, slug, brand, main picture and delivery days of each product, in the request language. */
async function productDisplay(
  db: Db,
  language: CartScope['language'],
  ids: readonly number[],
): Promise<Map<number, ProductDisplay>> {
  if (ids.length === 0) return new Map();
  const [rows, images] = await Promise.all([
    db
      .select({
        id: products.id,
        ref: products.ref,
        name: productTranslations.name,
        slug: productTranslations.slug,
        madeToMeasure: products.madeToMeasure,
        deliveryDays: { min: products.deliveryDaysMin, max: products.deliveryDaysMax },
        brand: { id: brands.id, name: brands.name, slug: brands.slug },
      })
      .from(products)
      .innerJoin(
        productTranslations,
        and(
          eq(productTranslations.productId, products.id),
          eq(productTranslations.language, language),
        ),
      )
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(products.id, [...ids])),
    db
      .select({ productId: productImages.productId, publicId: productImages.publicId })
      .from(productImages)
      .where(and(inArray(productImages.productId, [...ids]), eq(productImages.type, 100)))
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id)),
  ]);
  const mainImage = new Map<number, string>();
  for (const image of images)
    if (!mainImage.has(image.productId)) mainImage.set(image.productId, image.publicId);
  return new Map(
    rows.map(({ id, ...row }) => [id, { ...row, imagePublicId: mainImage.get(id) ?? null }]),
  );
}

/** The booking as the cart page words it. */
function installationSummary(
  language: CartScope['language'],
  booking: CartInstallationBooking | null,
): SummaryLine[] {
  if (!booking) return [];
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const yesNo = (value: boolean) => t(value ? 'cart.summary.yes' : 'cart.summary.no');
  const money = (cents: number | null) =>
    cents === null ? t('cart.summary.onRequest') : formatMoney(cents, language);
  return [
    { label: t('cart.summary.installation'), value: booking.city.name },
    {
      label: t('cart.summary.distance'),
      value: t(booking.distance === 500 ? 'cart.summary.distance500' : 'cart.summary.distance520'),
    },
    { label: t('cart.summary.disassembly'), value: yesNo(booking.disassembly) },
    { label: t('cart.summary.preMeasurement'), value: yesNo(booking.pre_measurement) },
    { label: t('cart.summary.reservation'), value: money(booking.reservation_amount) },
    { label: t('cart.summary.installerPayment'), value: money(booking.installer_payment) },
  ];
}

/**
 * GET carts/{id}/custom_rows/: the rows with what the cart page shows of them. A product
 * withdrawn since it was added keeps its row (and price) with no display data.
 */
export async function cartRowsForDisplay(
  db: Db,
  cartId: string,
  scope: CartAccess,
  now: Date = new Date(),
): Promise<CartRowDisplay[]> {
  const { cart } = await readCart(db, cartId, scope);
  const rows = await readCartRows(db, cart.id);
  const productIds = [...new Set(rows.flatMap((row) => row.productId ?? []))];
  const [display, names] = await Promise.all([
    productDisplay(db, scope.language, productIds),
    summaryNames(
      db,
      scope.language,
      rows.map((row) => row.configuration),
    ),
  ]);
  const catalogueScope = pricingScope(cart, scope);
  return rows.map((record) => {
    const row = cartRowOf(record);
    const product = record.productId === null ? undefined : display.get(record.productId);
    return {
      ...row,
      product: product
        ? {
            name: product.name,
            slug: product.slug,
            url: `/${product.slug}.html`,
            ref: product.ref,
            image_public_id: product.imagePublicId,
            brand: product.brand,
            made_to_measure: product.madeToMeasure,
          }
        : null,
      configuration_summary: configurationSummary(names, scope.language, record.configuration),
      installation_summary: installationSummary(scope.language, row.installation),
      delivery_promise: product ? deliveryPromise(catalogueScope, product, now).window : null,
    };
  });
}
