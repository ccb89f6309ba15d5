import { html, type SafeHtml } from './html.ts';
import type { LabelledValue, OrderEmailContent } from './order-email-content.ts';

/*
 * Mail clients (Outlook's Word engine, Gmail's style stripping) keep tables, widths and
 * inline styles and little else, so the layout is nested tables with every style inline.
 */
const font = 'font-family:Helvetica,Arial,sans-serif;color:#1f2933;';
const cell = `${font}font-size:14px;line-height:20px;padding:6px 0;vertical-align:top;`;
const muted = `${font}font-size:12px;line-height:18px;color:#5f6b7a;`;
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

function lines(content: OrderEmailContent): SafeHtml {
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

/** The HTML part: one 600 px column that also reads well on a phone. */
export function renderOrderEmailHtml(content: OrderEmailContent): string {
  const transfer = content.transfer;
  const document = html`<!DOCTYPE html>
    <html lang="${content.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${content.subject}</title>
      </head>
      <body style="margin:0;padding:0;background-color:#f3f5f7;">
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          border="0"
          style="background-color:#f3f5f7;"
        >
          <tr>
            <td align="center" style="padding:24px 8px;">
              <table
                role="presentation"
                width="600"
                cellpadding="0"
                cellspacing="0"
                border="0"
                style="width:100%;max-width:600px;background-color:#ffffff;border-radius:6px;"
              >
                <tr>
                  <td style="background-color:#0b4f71;padding:20px 24px;border-radius:6px 6px 0 0;">
                    <span style="${font}font-size:20px;font-weight:bold;color:#ffffff;"
                      >${content.shopName}</span
                    >
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px 24px 0;">
                    <h1 style="${font}font-size:22px;line-height:28px;margin:0 0 16px;">
                      ${content.heading}
                    </h1>
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
                    <a
                      href="${content.statusLink.url}"
                      style="${font}display:inline-block;background-color:#0b4f71;color:#ffffff;font-size:15px;font-weight:bold;text-decoration:none;padding:12px 24px;border-radius:4px;"
                      >${content.statusLink.label}</a
                    >
                  </td>
                </tr>
                <tr>
                  <td style="padding:16px 24px 24px;">
                    ${content.footer.map((line) => html`<p style="${muted}margin:0 0 4px;">${line}</p>`)}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `;
  return document.toString();
}
