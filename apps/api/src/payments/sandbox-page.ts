/**
 * The shopper-facing pages of the sandboxes: plain server-rendered HTML forms that work without
 * JavaScript. They stand for the providers' own pages, so their few words live here and not in
 * the shop's catalogues.
 */
export type SandboxLanguage = 'es' | 'fr';

/** es-ES, fr_FR, fr... -> the page language; anything else falls back to Spanish. */
export function sandboxLanguage(locale: string | undefined | null): SandboxLanguage {
  return locale?.toLowerCase().startsWith('fr') ? 'fr' : 'es';
}

/** Markup already escaped; interpolating it into `html` keeps it as it is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export function escapeHtml(text: string) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

type HtmlValue = SafeHtml | string | number | null | undefined | false | HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** A template whose interpolations are escaped unless they are SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]) {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

const banner: Record<SandboxLanguage, string> = {
  es: 'Sandbox: página de pruebas del proveedor de pago. No se realiza ningún cargo real.',
  fr: 'Sandbox : page de test du prestataire de paiement. Aucun paiement réel n’est effectué.',
};

const styles = `
body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.sandbox{background:#fff3cd;border:2px dashed #b58100;padding:.75rem;font-weight:600}
form{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}
label{display:block;margin:.75rem 0 .25rem}
input[type=text],input[type=email],input[type=tel],input[type=password]{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin:.75rem .5rem 0 0;padding:.6rem 1.2rem;font-size:1rem}
.error{color:#a4000f;font-weight:600}
.hint{color:#555;font-size:.9rem}
fieldset{border:0;padding:0;margin:.75rem 0}
`;

/** A whole page: language, title, the unmistakable Sandbox banner and the provider's content. */
export function renderSandboxPage({
  language,
  provider,
  title,
  content,
}: {
  language: SandboxLanguage;
  provider: string;
  title: string;
  content: SafeHtml;
}): string {
  return `<!doctype html>${
    html`<html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <!-- No icon: without this line browsers ask the provider's api for /favicon.ico. -->
        <link rel="icon" href="data:," />
        <title>${title} · ${provider} Sandbox</title>
        <style>
          ${new SafeHtml(styles)}
        </style>
      </head>
      <body>
        <p class="sandbox" role="note">${banner[language]}</p>
        <main>
          <h1>${title}</h1>
          ${content}
        </main>
      </body>
    </html>`.value
  }`;
}

/** An error line tied to its form (aria-describedby) and announced when the page loads. */
export function formError(id: string, message: string | null) {
  return message ? html`<p id="${id}" class="error" role="alert">${message}</p>` : html``;
}
