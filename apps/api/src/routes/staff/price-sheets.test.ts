import { auditLog, priceChanges, productPrices } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let editor: Record<string, string>;
let cleaner: number;
beforeAll(async () => {
  harness = await openTestApp();
  editor = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
  cleaner = (await seededProduct(harness.db, 'BRS-CL730')).id;
});
afterAll(() => harness.close());

const exportPrices = (query = 'q=BRS-CL730') =>
  harness.app.inject({
    method: 'GET',
    url: `/admin/v1/prices/export.csv?${query}`,
    headers: editor,
  });

function importPrices(payload: object, language = 'es') {
  return harness.app.inject({
    method: 'POST',
    url: `/admin/v1/prices/import/?language=${language}`,
    headers: editor,
    payload,
  });
}

async function storedPrice(store: string, type: 'C' | 'P') {
  const [row] = await harness.db
    .select({ pvp: productPrices.pvp, pvpOld: productPrices.pvpOld })
    .from(productPrices)
    .where(
      and(
        eq(productPrices.productId, cleaner),
        eq(productPrices.storeCode, store),
        eq(productPrices.customerType, type),
      ),
    );
  if (!row) throw new Error(`no ${store}/${type} price`);
  return row;
}

/** The exported file with the product's own ESSM line's cells replaced as given. */
async function fileWith(changes: Record<number, string>, extraLines: string[] = []) {
  const lines = (await exportPrices()).body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const edited = lines.map((line) => {
    const cells = line.split(';');
    if (cells[0] !== 'BRS-CL730' || cells[1] !== '' || cells[2] !== 'ESSM') return line;
    for (const [index, value] of Object.entries(changes)) cells[Number(index)] = value;
    return cells.join(';');
  });
  return [...edited, ...extraLines].join('\r\n');
}

describe('prices as CSV', () => {
  it('exports UTF-8 with a BOM, ; between cells, euros with a comma, one line per edition', async () => {
    const response = await exportPrices();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFFref;variant_ref;store;currency;client_price;')).toBe(
      true,
    );
    const { pvp } = await storedPrice('ESSM', 'C');
    const euros = `${Math.trunc(pvp / 100)},${String(pvp % 100).padStart(2, '0')}`;
    expect(response.body).toContain(`BRS-CL730;;ESSM;EUR;${euros};`);
    expect(response.body).toContain('BRS-CL730;;FRSM;EUR;');
  });

  it('reads its own export back as unchanged, and the apply changes nothing', async () => {
    const csv = (await exportPrices()).body;
    const dry = await importPrices({ csv, dry_run: true });
    expect(dry.statusCode).toBe(200);
    const answer = dry.json();
    expect(answer.applied).toBe(false);
    expect(answer.counts).toEqual({
      unchanged: answer.rows.length,
      changed: 0,
      new: 0,
      refused: 0,
    });
    const applied = await importPrices({ csv, dry_run: false, token: answer.token });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().applied).toBe(true);
  });

  it('refuses bad lines with their column and reason, in the staff language, and applies nothing', async () => {
    const before = await storedPrice('ESSM', 'C');
    const csv = await fileWith({ 4: '12,00', 6: '15,00' }, [
      'NOPE-1;;ESSM;EUR;10,00;;9,00;',
      'BRS-CL730;;FRSM;EUR;abc;;9,00;',
    ]);
    const dry = await importPrices({ csv, dry_run: true }, 'fr');
    expect(dry.statusCode).toBe(200);
    const { rows, counts, token } = dry.json();
    expect(counts.refused).toBe(3);
    const refusalsOf = (line: number) =>
      rows.find((row: { line: number }) => row.line === line).refusals;
    const essm = rows.find(
      (row: { store: string; ref: string; variant_ref: string | null }) =>
        row.ref === 'BRS-CL730' && row.store === 'ESSM' && row.variant_ref === null,
    );
    expect(essm.status).toBe('refused');
    expect(essm.refusals).toEqual([
      {
        column: 'professional_price',
        message: 'Le prix professionnel ne peut pas dépasser le prix client.',
      },
    ]);
    // Lines count from the header (line 1): the two added ones are the file's last.
    const last = rows.length + 1;
    // The exported FRSM line again, with an amount that is none: both reasons, each on its column.
    expect(refusalsOf(last)).toEqual([
      { column: null, message: 'Cette ligne de prix apparaît deux fois.' },
      {
        column: 'client_price',
        message: 'Écrivez un montant en euros avec au plus deux décimales, par exemple 399,50.',
      },
    ]);
    expect(refusalsOf(last - 1)).toEqual([
      { column: 'ref', message: 'Aucun produit n’a cette référence.' },
    ]);
    const applied = await importPrices({ csv, dry_run: false, token });
    expect(applied.statusCode).toBe(400);
    expect(applied.json().non_field_errors[0]).toContain('3');
    expect(await storedPrice('ESSM', 'C')).toEqual(before);
  });

  it('applies a changed line with its token: the move on record and in the audit log', async () => {
    const before = await storedPrice('ESSM', 'C');
    const after = before.pvp + 1234;
    const euros = `${Math.trunc(after / 100)},${String(after % 100).padStart(2, '0')}`;
    const csv = await fileWith({ 4: euros, 5: '' });
    const dry = (await importPrices({ csv, dry_run: true })).json();
    expect(dry.counts.changed).toBe(1);
    const changed = dry.rows.find((row: { status: string }) => row.status === 'changed');
    expect(changed.changes).toContainEqual({
      column: 'client_price',
      before: `${Math.trunc(before.pvp / 100)},${String(before.pvp % 100).padStart(2, '0')}`,
      after: euros,
    });
    const applied = await importPrices({ csv, dry_run: false, token: dry.token });
    expect(applied.statusCode).toBe(200);
    expect((await storedPrice('ESSM', 'C')).pvp).toBe(after);
    const moves = await harness.db
      .select()
      .from(priceChanges)
      .where(and(eq(priceChanges.productId, cleaner), eq(priceChanges.newValue, after)));
    expect(moves).toHaveLength(1);
    expect(moves[0]?.bulkChangeId).not.toBeNull();
    const [entry] = await harness.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, moves[0]?.bulkChangeId ?? ''));
    expect(entry?.action).toBe('price.import');
  });

  it('refuses a stale token (409) when a price moved since the dry run, changing nothing', async () => {
    const before = await storedPrice('ESSM', 'P');
    const csv = await fileWith({ 6: '1,00' });
    const dry = (await importPrices({ csv, dry_run: true })).json();
    expect(dry.counts.changed).toBe(1);
    // Someone else edits the same price meanwhile.
    await harness.db
      .update(productPrices)
      .set({ pvp: before.pvp - 1 })
      .where(
        and(
          eq(productPrices.productId, cleaner),
          eq(productPrices.storeCode, 'ESSM'),
          eq(productPrices.customerType, 'P'),
        ),
      );
    const applied = await importPrices({ csv, dry_run: false, token: dry.token });
    expect(applied.statusCode).toBe(409);
    expect(applied.json().code).toBe('import_stale');
    expect((await storedPrice('ESSM', 'P')).pvp).toBe(before.pvp - 1);
    const missing = await importPrices({ csv, dry_run: false });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['token']);
  });

  it('refuses a file with an unknown column as a whole', async () => {
    const response = await importPrices({ csv: 'ref;colour\r\nBRS-CL730;red', dry_run: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().csv[0]).toBe(
      'Columna desconocida: «colour». Usa las columnas de la exportación.',
    );
  });
});
