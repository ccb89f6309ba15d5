import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What a shopper's browser does on the sandboxes' pages, with plain fetch: open a page, read its
 * forms, submit one and look where the redirect goes. The pages are the sandboxes' own simple
 * markup, so reading them with regular expressions is enough.
 */
export interface PageForm {
  action: string;
  /** Hidden fields, sent with every submission. */
  fields: Record<string, string>;
  buttons: { name: string; value: string }[];
  html: string;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? null;

export async function openPage(url: string) {
  const response = await fetch(url);
  return { status: response.status, html: await response.text(), url };
}

export function readForms(html: string, pageUrl: string): PageForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, tag = '', body = '']) => {
    const fields: Record<string, string> = {};
    for (const [input = ''] of body.matchAll(/<input\b[^>]*>/g)) {
      const name = attribute(input, 'name');
      if (attribute(input, 'type') === 'hidden' && name)
        fields[name] = attribute(input, 'value') ?? '';
    }
    const buttons = [...body.matchAll(/<button\b[^>]*>/g)].map(([button = '']) => ({
      name: attribute(button, 'name') ?? '',
      value: attribute(button, 'value') ?? '',
    }));
    return {
      action: new URL(attribute(tag, 'action') ?? '', pageUrl).toString(),
      fields,
      buttons,
      html: body,
    };
  });
}

export function firstForm(html: string, pageUrl: string): PageForm {
  const [form] = readForms(html, pageUrl);
  if (!form) throw new Error(`no form on ${pageUrl}`);
  return form;
}

/** Posts the form as a browser would, without following the redirect. */
export async function submitForm(form: PageForm, values: Record<string, string>) {
  const response = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, ...values }).toString(),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  };
}

/** Inputs a shopper fills in that have no label pointing at them. */
export function unlabelledInputs(html: string) {
  const labelled = new Set([...html.matchAll(/<label\b[^>]*\bfor="([^"]+)"/g)].map(([, id]) => id));
  return [...html.matchAll(/<input\b[^>]*>/g)]
    .map(([input]) => input)
    .filter((input) => attribute(input, 'type') !== 'hidden')
    .filter((input) => !labelled.has(attribute(input, 'id') ?? ''));
}

export interface ReceivedNotification {
  path: string;
  contentType: string;
  body: string;
}

/** The merchant's notification endpoint, on loopback: collects what providers post. */
export async function startNotificationReceiver() {
  const received: ReceivedNotification[] = [];
  const waiting: ((notification: ReceivedNotification) => void)[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const notification = {
      path: request.url ?? '/',
      contentType: request.headers['content-type'] ?? '',
      body: Buffer.concat(chunks).toString('utf8'),
    };
    response.end('[accepted]');
    const next = waiting.shift();
    if (next) next(notification);
    else received.push(notification);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The next notification, or a rejection when none comes in time. */
    next(timeoutMs = 5_000): Promise<ReceivedNotification> {
      const ready = received.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no notification arrived')), timeoutMs);
        waiting.push((notification) => {
          clearTimeout(timer);
          resolve(notification);
        });
      });
    },
    /** Notifications received and not yet read. */
    pending: () => received.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
