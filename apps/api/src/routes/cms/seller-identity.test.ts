import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { merchantDetailsFromEnv } from '../../mail/merchant-details.ts';
import { openTestApp } from '../../testing/test-app.ts';

// An operator's own seller settings, not the demo ones, so the pages cannot pass by carrying
// the demo seller as text.
const operatorSettings = {
  SELLER_LEGAL_NAME: 'Baños del Turia, S.L.',
  SELLER_TAX_ID: 'B98765432',
  SELLER_ADDRESS: 'Avenida del Puerto 7, 46023 Valencia, España',
};

let harness: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  harness = await openTestApp(operatorSettings);
});
afterAll(() => harness.close());

const legalPages = [
  ['ESSM', 'aviso-legal'],
  ['ESSM', 'condiciones-de-venta'],
  ['ESSM', 'politica-de-privacidad'],
  ['FRSM', 'mentions-legales'],
  ['FRSM', 'conditions-generales-de-vente'],
  ['FRSM', 'politique-de-confidentialite'],
] as const;

describe('the seller named by the legal pages', () => {
  it.each(legalPages)('%s %s names the seller the invoices print', async (store, slug) => {
    const invoiceSeller = merchantDetailsFromEnv(
      parseEnv({ NODE_ENV: 'test', ...operatorSettings }),
    ).seller;
    const response = await harness.app.inject({
      method: 'GET',
      url: `/cms/v1/pages/${slug}/retrieve_by_slug/?store=${store}`,
    });
    expect(response.statusCode).toBe(200);
    const { body } = response.json<{ body: string }>();
    expect(body).toContain(invoiceSeller.legalName);
    expect(body).toContain(invoiceSeller.taxId);
    expect(body).not.toMatch(/\{\{|Mamparas Shop S\.L\.|B12345678/);
  });

  it('names the seller in the notice’s own words: name, tax id and registered address', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/cms/v1/pages/aviso-legal/retrieve_by_slug/?store=ESSM',
    });
    const { body } = response.json<{ body: string }>();
    expect(body).toContain('**Baños del Turia, S.L.**, CIF B98765432');
    expect(body).toContain('Domicilio: Avenida del Puerto 7, 46023 Valencia, España');
  });
});
