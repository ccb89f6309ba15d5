import { html, type SafeHtml } from './html.ts';

/*
 * Mail clients (Outlook's Word engine, Gmail's style stripping) keep tables, widths and
 * inline styles and little else, so every e-mail is nested tables with every style inline.
 */
export const mailFont = 'font-family:Helvetica,Arial,sans-serif;color:#1f2933;';
export const mailBody = `${mailFont}font-size:14px;line-height:20px;`;
export const mailHeading = `${mailFont}font-size:22px;line-height:28px;margin:0 0 16px;`;
export const mailMuted = `${mailFont}font-size:12px;line-height:18px;color:#5f6b7a;`;
const brand = '#0b4f71';

/** The shop's call to action: a button that survives clients without CSS support. */
export function mailButton(href: string, label: string): SafeHtml {
  return html`<a
    href="${href}"
    style="${mailFont}display:inline-block;background-color:${brand};color:#ffffff;font-size:15px;font-weight:bold;text-decoration:none;padding:12px 24px;border-radius:4px;"
    >${label}</a
  >`;
}

/** A link written out in full, for clients that do not show the button. */
export function mailLinkFallback(href: string): SafeHtml {
  return html`<a href="${href}" style="color:${brand};word-break:break-all;">${href}</a>`;
}

export interface MailDocument {
  language: string;
  title: string;
  shopName: string;
  /** The `<tr>` rows below the shop's name bar, inside the 600 px column. */
  rows: SafeHtml;
}

/** Every e-mail of the shop: the shop's name bar over one 600 px column that reads on a phone. */
export function mailDocument({ language, title, shopName, rows }: MailDocument): string {
  return html`<!DOCTYPE html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
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
                  <td
                    style="background-color:${brand};padding:20px 24px;border-radius:6px 6px 0 0;"
                  >
                    <span style="${mailFont}font-size:20px;font-weight:bold;color:#ffffff;"
                      >${shopName}</span
                    >
                  </td>
                </tr>
                ${rows}
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`.toString();
}
