import type { ProductFileType, ProductKind } from '@shop/db';
import type { Language } from '../../contracts/common.ts';
import { createTranslator, localeTags } from '@shop/i18n';
import PDFDocument from 'pdfkit';
import { pdfText } from '../../invoices/pdf-text.ts';
import type { Seller } from '../../mail/merchant-details.ts';
import type { ProductDocumentData } from './product-document-data.ts';

type KindGroup = 'screen' | 'tray' | 'tap' | 'furniture' | 'accessory';

/** Screens for showers and baths are fitted and cared for alike. */
const kindGroups: Record<ProductKind, KindGroup> = {
  'shower-screen': 'screen',
  'bath-screen': 'screen',
  'shower-tray': 'tray',
  tap: 'tap',
  furniture: 'furniture',
  accessory: 'accessory',
};

const margin = 56;
const contentWidth = 595.28 - 2 * margin;
const ink = '#1f2933';
const muted = '#5f6b7a';
const brandColor = '#0b5d7a';

/**
 * A product document as a PDF (A4) in one language: the data sheet prints the product's
 * technical data, the assembly and maintenance guides the steps written for its kind. They are
 * drawn from the catalogue when asked for, so they always match the product page.
 */
export function renderProductDocumentPdf(
  product: ProductDocumentData,
  type: ProductFileType,
  options: { language: Language; seller: Seller },
): Promise<Buffer> {
  const t = createTranslator(options.language);
  const group = kindGroups[product.kind];
  const title = t(`productDocuments.title.${type}`);
  const pdf = new PDFDocument({
    size: 'A4',
    margin,
    lang: localeTags[options.language],
    displayTitle: true,
    info: { Title: `${title} - ${product.name}`, Author: options.seller.legalName },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const write = (text: string, style: { size?: number; bold?: boolean; color?: string } = {}) =>
    pdf
      .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(style.size ?? 10)
      .fillColor(style.color ?? ink)
      .text(pdfText(text), { width: contentWidth });
  const heading = (text: string) => {
    pdf.moveDown(1);
    write(text, { size: 13, bold: true, color: brandColor });
    pdf.moveDown(0.4);
  };
  const numbered = (lines: string) =>
    lines.split('\n').forEach((line, index) => {
      write(`${index + 1}. ${line}`);
      pdf.moveDown(0.3);
    });

  write(title.toUpperCase(), { size: 10, bold: true, color: brandColor });
  pdf.moveDown(0.3);
  write(product.name, { size: 20, bold: true });
  pdf.moveDown(0.3);
  write(t('productDocuments.reference', { ref: product.ref }), { color: muted });
  if (product.brand !== null) write(t('productDocuments.brand', { brand: product.brand }));

  if (type === 'data_sheet') {
    heading(t('productDocuments.technicalData'));
    for (const row of product.technicalData) {
      const top = pdf.y;
      write(row.label, { color: muted });
      const labelBottom = pdf.y;
      pdf
        .font('Helvetica-Bold')
        .text(pdfText(row.value), margin + contentWidth / 2, top, { width: contentWidth / 2 });
      pdf.x = margin;
      pdf.y = Math.max(labelBottom, pdf.y) + 4;
    }
    pdf.moveDown(0.5);
    write(
      t('productDocuments.delivery', {
        min: product.deliveryDays.min,
        max: product.deliveryDays.max,
      }),
    );
  } else if (type === 'assembly') {
    write(t('productDocuments.tools', { tools: t(`productDocuments.assembly.${group}.tools`) }));
    heading(t('productDocuments.steps'));
    numbered(t(`productDocuments.assembly.${group}.steps`));
  } else {
    heading(t('productDocuments.care'));
    numbered(t(`productDocuments.maintenance.${group}`));
  }

  pdf.moveDown(2);
  write(t('productDocuments.footer', { seller: options.seller.legalName }), {
    size: 8,
    color: muted,
  });
  pdf.end();
  return done;
}
