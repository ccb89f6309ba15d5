import type { LabelledValue, OrderEmailContent } from './order-email-content.ts';

function title(text: string): string[] {
  return ['', text.toUpperCase(), '-'.repeat(Math.min(text.length, 60))];
}

function pairs(rows: readonly LabelledValue[], colon: string): string[] {
  return rows.map(({ label, value }) => `${label}${colon}${value}`);
}

/** The plain-text part, for clients that show no HTML and for screen readers that prefer it. */
export function renderOrderEmailText(content: OrderEmailContent): string {
  const transfer = content.transfer;
  const parts = [
    content.shopName,
    '',
    content.heading,
    '',
    content.greeting,
    '',
    content.intro,
    ...(transfer
      ? [...title(transfer.title), ...pairs(transfer.rows, content.colon), '', transfer.note]
      : []),
    ...(content.shipments
      ? [...title(content.shipments.title), ...pairs(content.shipments.rows, content.colon)]
      : []),
    ...title(content.summaryTitle),
    ...pairs(content.summary, content.colon),
    ...title(content.linesTitle),
    ...content.lines.flatMap((line) => [
      `${line.quantity} x ${line.name}${content.colon}${line.amount}`,
      ...line.configuration.map((entry) => `    ${entry.label}${content.colon}${entry.value}`),
      ...line.details.map((detail) => `    ${detail}`),
    ]),
    '',
    ...pairs([...content.totals, content.total], content.colon),
    content.vatNote,
    ...(content.delivery ? [...title(content.delivery.label), content.delivery.value] : []),
    ...content.addresses.flatMap((address) => [...title(address.title), ...address.lines]),
    ...(content.observations
      ? [...title(content.observations.label), content.observations.value]
      : []),
    '',
    content.statusLink.text,
    '',
    ...content.footer,
  ];
  return `${parts.join('\n')}\n`;
}
