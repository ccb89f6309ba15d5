import {
  mailBody,
  mailButton,
  mailDocument,
  mailHeading,
  mailFont as font,
  mailMuted as muted,
} from './email-layout.ts';
import { html, type SafeHtml } from './html.ts';
import type { LabelledValue, OrderEmailContent } from './order-email-content.ts';

const cell = `${mailBody}padding:6px 0;vertical-align:top;`;
const heading = `${font}font-size:16px;line-height:22px;font-weight:bold;margin:24px 0 8px;`;

function section(title: string, body: SafeHtml): SafeHtml {
  return html`<tr>
    <td style="padding:0 24px;">
      <p style="${heading}">${title}</p>
      ${body}
    </td>
  </tr>`;
}

function pairs(rows: readonly LabelledValue[], strongLast = false): SafeHtml {
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
    ${rows.map(({ label, value }, index) => {
      const weight =
        strongLast && index === rows.length - 1 ? 'font-weight:bold;font-size:16px;' : '';
      return html`<tr>
        <td style="${cell}${weight}">${label}</td>
        <td align="right" style="${cell}${weight}text-align:right;white-space:nowrap;">${value}</td>
      </tr> `;
    })}
  </table>`;
}

function lines(content: Pick<OrderEmailContent, 'columns' | 'lines' | 'colon'>): SafeHtml {
  const { columns } = content;
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
    <tr>
      <th
        align="left"
        style="${muted}text-align:left;border-bottom:1px solid #d9dee5;padding:6px 0;"
      >
        ${columns.product}
      </th>
      <th align="center" style="${muted}border-bottom:1px solid #d9dee5;padding:6px 8px;">
        ${columns.quantity}
      </th>
      <th
        align="right"
        style="${muted}text-align:right;border-bottom:1px solid #d9dee5;padding:6px 0;"
      >
        ${columns.amount}
      </th>
    </tr>
    ${content.lines.map(
      (line) =>
        html`<tr>
          <td style="${cell}border-bottom:1px solid #eef1f4;">
            <strong>${line.name}</strong>
            ${line.configuration.map((entry) => html`<br /><span style="${muted}">${entry.label}${content.colon}${entry.value}</span>`)}
            ${line.details.map((detail) => html`<br /><span style="${muted}">${detail}</span>`)}
          </td>
          <td
            align="center"
            style="${cell}border-bottom:1px solid #eef1f4;padding:6px 8px;text-align:center;"
          >
            ${line.quantity}
          </td>
          <td
            align="right"
            style="${cell}border-bottom:1px solid #eef1f4;text-align:right;white-space:nowrap;"
          >
            ${line.amount}
          </td>
        </tr> `,
    )}
  </table>`;
}

function textBlock(lines: readonly string[]): SafeHtml {
  return html`<p style="${cell}margin:0;">
    ${lines.map((line, index) => html`${index > 0 ? html`<br />` : ''}${line}`)}
  </p>`;
}

/** Also laid out in the shop's own notice of a new order (shop-order-notification.ts). */
export { lines as orderLinesTable, pairs as labelledRows, section as mailSection };

/** The HTML part: one 600 px column that also reads well on a phone. */
export function renderOrderEmailHtml(content: OrderEmailContent): string {
  const transfer = content.transfer;
  const rows = html`<tr>
      <td style="padding:24px 24px 0;">
        <h1 style="${mailHeading}">${content.heading}</h1>
        <p style="${cell}margin:0 0 8px;">${content.greeting}</p>
        <p style="${cell}margin:0;">${content.intro}</p>
      </td>
    </tr>
    ${
      transfer
        ? section(
            transfer.title,
            html`${pairs(transfer.rows)}
              <p style="${muted}margin:8px 0 0;">${transfer.note}</p>`,
          )
        : ''
    }
    ${content.shipments ? section(content.shipments.title, pairs(content.shipments.rows)) : ''}
    ${section(content.summaryTitle, pairs(content.summary))}
    ${section(
      content.linesTitle,
      html`${lines(content)} ${pairs([...content.totals, content.total], true)}
        <p style="${muted}margin:4px 0 0;text-align:right;">${content.vatNote}</p>`,
    )}
    ${content.delivery ? section(content.delivery.label, textBlock([content.delivery.value])) : ''}
    ${content.addresses.map((address) => section(address.title, textBlock(address.lines)))}
    ${content.observations ? section(content.observations.label, textBlock(content.observations.value.split(/\r?\n/))) : ''}
    <tr>
      <td align="center" style="padding:28px 24px 8px;">
        ${mailButton(content.statusLink.url, content.statusLink.label)}
      </td>
    </tr>
    <tr>
      <td style="padding:16px 24px 24px;">
        ${content.footer.map((line) => html`<p style="${muted}margin:0 0 4px;">${line}</p>`)}
      </td>
    </tr> `;
  return mailDocument({
    language: content.language,
    title: content.subject,
    shopName: content.shopName,
    rows,
  });
}
