import { openTestDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { merchantDetailsFromEnv } from '../mail/merchant-details.ts';
import { readOrderDocument } from '../mail/order-document.ts';
import { insertOrder, type FixtureOrder } from '../mail/order-fixture.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { issueInvoice } from './issue-invoice.ts';
import { drawnText, drawnTextOfCompressed } from '../testing/pdf-drawn-text.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const merchant = merchantDetailsFromEnv(parseEnv({}));
beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
});
afterAll(() => database.close());

async function invoiced(fixture: FixtureOrder) {
  const order = await insertOrder(database.db, fixture);
  const invoice = await issueInvoice(database.db, order.id);
  const document = await readOrderDocument(database.db, order.id, merchant);
  if (!document) throw new Error('no document');
  return { document, invoice };
}

describe('renderInvoicePdf', () => {
  it('is a PDF with the invoice number in its metadata and on the page', async () => {
    const { document, invoice } = await invoiced({
      rows: [
        { totalPvp: 123456, installation: { reservationAmount: 2420, installerPayment: 12580 } },
      ],
      shippingCost: 1815,
      coupon: { code: 'NEWS5', discount: 500 },
    });
    const pdf = await renderInvoicePdf(document, invoice, {
      seller: merchant.seller,
      compress: false,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The Info dictionary's /Title points at this string object.
    expect(pdf.toString('latin1')).toContain(`(Factura ${invoice.number})`);
    const text = drawnText(pdf);
    expect(text).toContain(invoice.number);
    expect(text).toContain(document.orderNumber);
    expect(text).toContain('Mamparas Shop Demo, S.L.');
    expect(text).toContain('Base imponible');
    expect(text).toContain('1.247,71\u00a0€'); // 123456 - 500 + 1815
    expect(text).toContain('Instalación en Madrid (de 30 a 50 km de la capital)');
    expect(text).toContain('DNI: 12345678Z');
  });

  it('is worded in French for FRSM, with French amounts printable in Helvetica', async () => {
    const { document, invoice } = await invoiced({ store: 'FRSM', rows: [{ totalPvp: 123456 }] });
    const pdf = await renderInvoicePdf(document, invoice, {
      seller: merchant.seller,
      compress: false,
    });
    expect(pdf.toString('latin1')).toContain(`(Facture ${invoice.number})`);
    const text = drawnText(pdf);
    expect(text).toContain('Détail de la TVA');
    expect(text).toContain('Montant HT');
    // French VAT on a French order: 1 234,56 € is 1 028,80 € + 205,76 € at 20 %.
    expect(text).toContain('TVA (20 %)');
    expect(text).not.toContain('21 %');
    expect(text).toContain('1\u00a0028,80\u00a0€');
    expect(text).toContain('205,76\u00a0€');
    expect(invoice).toMatchObject({ subtotal: 102880, vat: 20576 });
    // fr-FR groups with a narrow no-break space, which WinAnsi lacks: a no-break space prints.
    expect(text).toContain('1\u00a0234,56\u00a0€');
  });

  it('compresses by default and still starts a new page for long orders', async () => {
    const { document, invoice } = await invoiced({
      rows: Array.from({ length: 40 }, () => ({ totalPvp: 10000 })),
    });
    const pdf = await renderInvoicePdf(document, invoice, { seller: merchant.seller });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const source = pdf.toString('latin1');
    expect(source).toContain('/FlateDecode');
    expect((source.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(1);
    const inflated = drawnTextOfCompressed(pdf);
    expect(inflated).toContain(invoice.number);
  });
});
