import { translate, type Catalog, type Locale } from '@shop/i18n';

/** The audit actions the catalogue words (staffApi.actions), checked against it by the compiler. */
type ActionName = keyof Catalog['staffApi']['actions'];
const actionNames: Record<ActionName, true> = {
  sub_order_ship: true,
  sub_order_deliver: true,
  sub_order_delay: true,
  sub_order_incident: true,
  order_cancel: true,
  order_transfer_received: true,
  order_note_added: true,
  order_shipping_address_changed: true,
  order_billing_address_changed: true,
  order_return: true,
  order_refund: true,
  incident_answer: true,
  incident_close: true,
  incident_reopen: true,
  installation_appointment_set: true,
  coupon_create: true,
  coupon_update: true,
  coupon_deactivate: true,
  product_create: true,
  product_update: true,
  product_option_groups: true,
  variant_create: true,
  variant_update: true,
  variant_delete: true,
  variant_unpublish: true,
  product_prices: true,
  product_photo_upload: true,
  product_photo_alt: true,
  product_photo_order: true,
  product_photo_delete: true,
  price_bulk_change: true,
  price_import: true,
  product_import: true,
  stock_adjust: true,
  professional_approve: true,
  professional_refuse: true,
  pages_update: true,
  posts_update: true,
  question_answer: true,
  review_publish: true,
  review_hide: true,
};

/** An audit action (`order.cancel`) in words; one the catalogue does not know yet shows as its code. */
export function auditActionWords(language: Locale, action: string): string {
  const name = action.replace('.', '_');
  return name in actionNames
    ? translate(language, `staffApi.actions.${name as ActionName}`)
    : action;
}
