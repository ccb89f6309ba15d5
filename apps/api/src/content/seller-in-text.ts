import type { Seller } from '../mail/merchant-details.ts';

const sellerPlaceholders: Record<string, (seller: Seller) => string> = {
  'seller.legal_name': (seller) => seller.legalName,
  'seller.tax_id': (seller) => seller.taxId,
  'seller.address': (seller) => seller.address,
};

/**
 * Content names the seller through placeholders ({{seller.legal_name}}, {{seller.tax_id}},
 * {{seller.address}}) so that legal pages show the operator's configured identity, the one the
 * invoices print. An unknown placeholder is left as written, where staff editing the page see it.
 */
export function withSellerDetails(text: string, seller: Seller): string {
  return text.replace(/\{\{\s*([a-z_.]+)\s*\}\}/g, (placeholder, name: string) => {
    const fill = sellerPlaceholders[name];
    return fill === undefined ? placeholder : fill(seller);
  });
}
