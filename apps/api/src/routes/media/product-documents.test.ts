import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnTextOfCompressed } from '../../testing/pdf-drawn-text.ts';
import { openTestApp } from '../../testing/test-app.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  harness = await openTestApp({ SELLER_LEGAL_NAME: 'Baños del Turia, S.L.' });
});
afterAll(() => harness.close());

const get = (url: string) => harness.app.inject({ method: 'GET', url });

/** The product page's own files, technical data and name, as the api answers them. */
async function productPage(slug: string, store: 'ESSM' | 'FRSM', language: 'es' | 'fr') {
  const response = await get(
    `/catalog/v1/products/${slug}/retrieve_by_slug/?store=${store}&language=${language}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{
    name: string;
    ref: string;
    files: { type: string; url: string }[];
    technical_data: { label: string; value: string }[];
  }>();
}

describe('product documents', () => {
  it.each([
    ['ESSM', 'es', 'mampara-de-ducha-frontal-corredera-kala-a-medida', 'Ficha técnica'],
    ['FRSM', 'fr', 'paroi-de-douche-coulissante-kala-sur-mesure', 'Fiche technique'],
  ] as const)(
    '%s: the product page links three PDFs drawn from its own data, in its language',
    async (store, language, slug, dataSheetTitle) => {
      const product = await productPage(slug, store, language);
      expect(product.files.map((file) => file.type)).toEqual([
        'data_sheet',
        'assembly',
        'maintenance',
      ]);
      const texts: Record<string, string> = {};
      for (const file of product.files) {
        // The web serves /media/... by asking the api's /media/v1/...
        const response = await get(file.url.replace(/^\/media\//, '/media/v1/'));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        // Long lines wrap: read the pages as one flow of words.
        texts[file.type] = drawnTextOfCompressed(response.rawPayload).replace(/\s+/g, ' ');
      }
      const dataSheet = texts['data_sheet'] ?? '';
      expect(dataSheet).toContain(dataSheetTitle.toUpperCase());
      expect(dataSheet).toContain(product.name);
      expect(dataSheet).toContain(product.ref);
      expect(product.technical_data.length).toBeGreaterThan(0);
      for (const row of product.technical_data) expect(dataSheet).toContain(row.value);
      expect(dataSheet).toContain('Baños del Turia, S.L.');
      expect(texts['assembly']).toContain(
        language === 'es' ? 'silicona neutra' : 'silicone neutre',
      );
      expect(texts['maintenance']).toContain(language === 'es' ? 'rasqueta' : 'raclette');
    },
  );

  it('answers 404 for an unknown product and a document type that does not exist', async () => {
    expect((await get('/media/v1/documents/es/NO-SUCH-REF/data_sheet.pdf')).statusCode).toBe(404);
    const wrongType = await get('/media/v1/documents/es/AQN-KALA-CM/invoice.pdf');
    expect(wrongType.statusCode).toBe(400);
    const wrongLanguage = await get('/media/v1/documents/de/AQN-KALA-CM/data_sheet.pdf');
    expect(wrongLanguage.statusCode).toBe(400);
  });
});
