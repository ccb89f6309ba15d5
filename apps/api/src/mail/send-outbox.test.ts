import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outboxEmails } from '@shop/db';
import { openTestDatabase } from '@shop/db/testing';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { issueInvoice } from '../invoices/issue-invoice.ts';
import { outboxEmailFailures } from '../metrics/shop-metrics.ts';
import { closedPort } from '../testing/closed-port.ts';
import { smtpSink } from '../testing/smtp-sink.ts';
import { createMailer } from './mailer.ts';
import { merchantDetailsFromEnv } from './merchant-details.ts';
import { readOrderDocument } from './order-document.ts';
import { insertOrder } from './order-fixture.ts';
import { enqueueOrderEmail } from './outbox.ts';
import { outboxSender } from './send-outbox.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let dataDir: string;
const closers: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
  dataDir = await mkdtemp(join(tmpdir(), 'send-outbox-'));
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const failuresOf = async (message: string) =>
  (await outboxEmailFailures.get()).values.find((value) => value.labels.message === message)
    ?.value ?? 0;

describe('the payment e-mail with its invoice, sent by the outbox job', () => {
  it('counts an attempt the mail server refused, tries again after its delay, and attaches the invoice as drawn on download', async () => {
    // Nothing listens there until the sink starts: the mail server is down.
    const port = await closedPort();
    const env = parseEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, DATA_DIR: dataDir });
    const mailer = createMailer(env);
    closers.push(async () => mailer.close());
    const merchant = merchantDetailsFromEnv(env);
    const sendDueEmails = outboxSender(database.db, mailer, merchant);
    const errors: string[] = [];
    const log = (_error: unknown, message: string) => errors.push(message);

    const order = await insertOrder(database.db, { rows: [{ totalPvp: 64900 }] });
    // What the paying transaction does: the numbered invoice and the e-mail's outbox row.
    const invoice = await database.db.transaction(async (tx) => {
      const issued = await issueInvoice(tx, order.id);
      await enqueueOrderEmail(tx, order.id, 'paymentReceived');
      return issued;
    });
    const rowOf = async () => {
      const [row] = await database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.dedupeKey, `order:${order.id}:paymentReceived`));
      return row;
    };
    const failuresBefore = await failuresOf('paymentReceived');

    const firstTry = new Date();
    expect(await sendDueEmails(log, firstTry)).toEqual({ sent: 0, failed: 1 });
    expect(await failuresOf('paymentReceived')).toBe(failuresBefore + 1);
    expect(errors).toHaveLength(1);
    const failed = await rowOf();
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    // The first retry waits 10 s from the failure: a round before then leaves it alone.
    const retryAt = failed?.nextAttemptAt.getTime() ?? 0;
    expect(retryAt - firstTry.getTime()).toBeGreaterThanOrEqual(10_000);
    expect(retryAt - Date.now()).toBeLessThanOrEqual(10_000);
    expect(await sendDueEmails(log, new Date(retryAt - 1_000))).toEqual({ sent: 0, failed: 0 });

    const sink = await smtpSink(port);
    closers.push(() => new Promise((resolve) => sink.server.close(resolve)));
    expect(await sendDueEmails(log, new Date(retryAt))).toEqual({ sent: 1, failed: 0 });
    expect(await failuresOf('paymentReceived')).toBe(failuresBefore + 1);
    expect(await rowOf()).toMatchObject({ attempts: 2, lastError: null });
    expect(sink.messages).toHaveLength(1);
    const mail = await simpleParser(sink.messages[0] ?? '');
    expect(mail.to).toMatchObject({ value: [{ address: order.email }] });
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      `factura-${invoice.number}.pdf`,
    ]);
    // Never stored: drawn again (as the download does), the invoice is the same file.
    const document = await readOrderDocument(database.db, order.id, merchant);
    if (!document) throw new Error('no order document');
    const drawnAgain = await renderInvoicePdf(document, invoice, { seller: merchant.seller });
    expect(mail.attachments[0]?.content.equals(drawnAgain)).toBe(true);
  });
});
