import type { OrderDocument } from './order-document.ts';
import { orderEmailContent, type OrderEmailKind } from './order-email-content.ts';
import { renderOrderEmailHtml } from './order-email-html.ts';
import { renderOrderEmailText } from './order-email-text.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Subject, HTML part and plain-text part of one order e-mail, in the order's language. */
export function renderOrderEmail(
  document: OrderDocument,
  kind: OrderEmailKind,
  notes: readonly string[] = [],
): RenderedEmail {
  const content = orderEmailContent(document, kind, notes);
  return {
    subject: content.subject,
    html: renderOrderEmailHtml(content),
    text: renderOrderEmailText(content),
  };
}
