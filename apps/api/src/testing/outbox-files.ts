import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The .eml files the mailer wrote to DATA_DIR's outbox (no SMTP_URL), oldest first: each name
 * starts with its time. None before the first e-mail, when the folder does not exist yet.
 */
export async function outboxEmlFiles(dataDir: string): Promise<string[]> {
  const folder = join(dataDir, 'outbox');
  const names = await readdir(folder).catch(() => []);
  return names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => join(folder, name));
}

/** Every outbox e-mail as its raw text, oldest first. */
export async function outboxEmlTexts(dataDir: string): Promise<string[]> {
  return Promise.all((await outboxEmlFiles(dataDir)).map((file) => readFile(file, 'utf8')));
}

/** Every outbox e-mail parsed, oldest first. */
export async function outboxMails(dataDir: string): Promise<ParsedMail[]> {
  return Promise.all(
    (await outboxEmlFiles(dataDir)).map(async (file) => simpleParser(await readFile(file))),
  );
}
