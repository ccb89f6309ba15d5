import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney } from '@shop/domain';
import { openTestDatabase } from '@shop/db/testing';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { smtpSink } from '../testing/smtp-sink.ts';
import { createMailer } from './mailer.ts';
import { merchantDetailsFromEnv } from './merchant-details.ts';
import { readOrderDocument } from './order-document.ts';
import { insertOrder, type FixtureOrder } from './order-fixture.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let dataDir: string;
const env = () => parseEnv({ DATA_DIR: dataDir });
beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
  dataDir = await mkdtemp(join(tmpdir(), 'shop-mail-'));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function documentOf(fixture: FixtureOrder) {
  const order = await insertOrder(database.db, fixture);
  const document = await readOrderDocument(database.db, order.id, merchantDetailsFromEnv(env()));
  if (!document) throw new Error('no document');
  return document;
}

describe('the outbox (no SMTP_URL)', () => {
  it('gets a parseable .eml with the order number and the total in Spanish format, and the .html beside it', async () => {
    const document = await documentOf({
      rows: [{ totalPvp: 123456 }],
      email: 'Lucia.Garcia@Example.com',
    });
    const mailer = createMailer(env());
    expect(mailer.outboxDir).toBe(join(dataDir, 'outbox'));
    const sent = await mailer.sendOrderConfirmation(document);
    expect(sent.kind).toBe('orderConfirmation');
    const file = sent.outboxFile ?? '';
    expect(file.startsWith(join(dataDir, 'outbox'))).toBe(true);
    expect(file).toMatch(
      new RegExp(`/\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z-${document.orderNumber}\\.eml$`),
    );
    const files = await readdir(join(dataDir, 'outbox'));
    expect(files).toContain(
      file
        .split('/')
        .pop()
        ?.replace(/\.eml$/, '.html'),
    );

    const raw = await readFile(file);
    expect(raw.toString('latin1')).toMatch(/\r\nSubject: /);
    const message = await simpleParser(raw);
    expect(message.subject).toBe(`Hemos recibido tu pedido ${document.orderNumber}`);
    expect(message.from?.value[0]).toEqual({ name: 'Mamparas Shop', address: 'pedidos@localhost' });
    // nodemailer lower-cases the domain, which is case-insensitive; the mailbox is kept.
    expect(message.to && !Array.isArray(message.to) ? message.to.value[0]?.address : '').toBe(
      'Lucia.Garcia@example.com',
    );
    expect(message.text).toContain(document.orderNumber);
    // Spanish format: dot thousands, comma decimals, a no-break space before the euro sign.
    expect(message.text).toContain('Total: 1.234,56\u00a0€');
    expect(message.text).toContain('RESUMEN DEL PEDIDO');
    expect(message.text).toContain('IVA (21 %)');
    expect(message.text).toContain(document.orderStatusUrl);
    expect(message.html).toContain('1.234,56\u00a0€');
    expect(message.html).toContain(`href="${document.orderStatusUrl}"`);
    expect(message.headers.get('content-language')).toBe('es');
    expect(message.attachments).toHaveLength(0);
  });

  it('writes the French e-mail for FRSM', async () => {
    const document = await documentOf({ store: 'FRSM', rows: [{ totalPvp: 123456 }] });
    const sent = await createMailer(env()).sendOrderConfirmation(document);
    const message = await simpleParser(await readFile(sent.outboxFile ?? ''));
    expect(message.subject).toBe(`Nous avons bien reçu votre commande ${document.orderNumber}`);
    expect(message.from?.value[0]?.address).toBe('commandes@fr.localhost');
    expect(message.text).toContain('Bonjour Amélie,');
    expect(message.text).toContain('RÉCAPITULATIF DE LA COMMANDE');
    expect(message.text).toContain('Statut\u00a0: Payée');
    expect(message.text).toContain(formatMoney(123456, 'fr'));
    expect(message.text).toContain('Carte bancaire');
    expect(message.html).toContain('<html lang="fr">');
  });

  it('escapes customer text in the HTML part', async () => {
    const document = await documentOf({
      name: '<script>alert("x")</script>',
      surnames: 'O\'Brien & "Sons"',
      observations: '<img src=x onerror=alert(1)>\nsegunda línea',
      billingBusinessName: '<b>Reformas</b>',
    });
    const sent = await createMailer(env()).sendOrderConfirmation(document);
    const htmlFile = (sent.outboxFile ?? '').replace(/\.eml$/, '.html');
    const html = await readFile(htmlFile, 'utf8');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Reformas');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('O&#39;Brien &amp; &quot;Sons&quot;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;<br />segunda línea');
    const message = await simpleParser(await readFile(sent.outboxFile ?? ''));
    expect(message.html).toBe(html);
    // The plain-text part keeps the customer's text as typed.
    expect(message.text).toContain('Hola, <script>alert("x")</script>:');
  });

  it('sends transfer instructions to a transfer still unpaid, and the invoice with the payment received', async () => {
    const document = await documentOf({
      status: 300,
      paymentMethod: 'transfer',
      rows: [{ totalPvp: 50000 }],
    });
    const mailer = createMailer(env());
    const instructions = await mailer.sendOrderConfirmation(document);
    expect(instructions.kind).toBe('transferInstructions');
    const message = await simpleParser(await readFile(instructions.outboxFile ?? ''));
    expect(message.subject).toBe(`Tu pedido ${document.orderNumber}: datos para la transferencia`);
    expect(message.text).toContain('IBAN: ES00 0000 0000 0000 0000 0000');
    expect(message.text).toContain(`Concepto: ${document.orderNumber}`);
    expect(message.text).toContain('Fecha límite: 13 de enero de 2026');
    expect(message.text).toContain('Importe: 500,00\u00a0€');

    const paid = await mailer.sendPaymentReceived(
      { ...document, status: 400 },
      { number: 'ESSM-2026-000042', pdf: Buffer.from('%PDF-1.3 test') },
    );
    expect(paid.outboxFile).not.toBe(instructions.outboxFile);
    const receipt = await simpleParser(await readFile(paid.outboxFile ?? ''));
    expect(receipt.subject).toBe(`Hemos recibido el pago de tu pedido ${document.orderNumber}`);
    expect(receipt.text).not.toContain('IBAN');
    expect(receipt.text).toContain('Te adjuntamos la factura ESSM-2026-000042.');
    expect(receipt.attachments).toHaveLength(1);
    expect(receipt.attachments[0]).toMatchObject({
      filename: 'factura-ESSM-2026-000042.pdf',
      contentType: 'application/pdf',
    });
    expect(receipt.attachments[0]?.content.toString()).toBe('%PDF-1.3 test');
  });

  it('never overwrites a message of the same order', async () => {
    const document = await documentOf({});
    const mailer = createMailer(env());
    const sent = await Promise.all([1, 2, 3].map(() => mailer.sendOrderConfirmation(document)));
    expect(new Set(sent.map((one) => one.outboxFile)).size).toBe(3);
  });
});

describe('SMTP (SMTP_URL set)', () => {
  it('hands the message to the server and writes nothing to the outbox', async () => {
    const sink = await smtpSink();
    try {
      const smtpDir = await mkdtemp(join(tmpdir(), 'shop-smtp-'));
      const mailer = createMailer(
        parseEnv({
          DATA_DIR: smtpDir,
          SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
          MAIL_FROM: 'Pedidos <pedidos@mamparas.example>',
        }),
      );
      expect(mailer.outboxDir).toBeNull();
      const document = await documentOf({});
      const sent = await mailer.sendOrderConfirmation(document);
      mailer.close();
      expect(sent.outboxFile).toBeNull();
      expect(sink.messages).toHaveLength(1);
      const message = await simpleParser(Buffer.from(sink.messages[0] ?? '', 'latin1'));
      expect(message.subject).toContain(document.orderNumber);
      expect(message.from?.value[0]?.address).toBe('pedidos@mamparas.example');
      await expect(readdir(smtpDir)).resolves.toEqual([]);
      await rm(smtpDir, { recursive: true, force: true });
    } finally {
      sink.server.close();
    }
  });
});
