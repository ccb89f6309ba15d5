/** The PayPal sandbox's approval page: buyer accounts, its words in es and fr, the form. */
import type { Cents } from '@shop/domain';
import { formatMoney } from '@shop/domain';
import {
  formError,
  html,
  renderSandboxPage,
  sandboxLanguage,
  type SandboxLanguage,
} from './sandbox-page.ts';
import { withQuery } from './sandbox-server.ts';

/** Buyer accounts of the sandbox (any password): how each one's capture goes. */
export const paypalSandboxBuyers = {
  'buyer@example.com': 'completes',
  'declined@example.com': 'declined',
  'timeout@example.com': 'no_answer',
} as const;

const texts = {
  es: {
    title: 'Paga con PayPal',
    amount: 'Importe:',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión y aprobar el pago',
    cancel: 'Cancelar y volver a la tienda',
    hint: 'Cuentas de prueba (cualquier contraseña): buyer@example.com paga; declined@example.com se rechaza al cobrar; timeout@example.com no obtiene respuesta al cobrar.',
    unknownAccount: 'Usa una de las cuentas de prueba indicadas.',
    closed: 'Este pedido de PayPal ya no espera tu aprobación.',
    notFound: 'Pedido de PayPal no encontrado.',
    approved: 'Pago aprobado. Ya puedes volver a la tienda.',
  },
  fr: {
    title: 'Payer avec PayPal',
    amount: 'Montant :',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter et approuver le paiement',
    cancel: 'Annuler et revenir à la boutique',
    hint: 'Comptes de test (n’importe quel mot de passe) : buyer@example.com paie ; declined@example.com est refusé à l’encaissement ; timeout@example.com ne reçoit jamais de réponse à l’encaissement.',
    unknownAccount: 'Utilisez un des comptes de test indiqués.',
    closed: 'Cette commande PayPal n’attend plus votre approbation.',
    notFound: 'Commande PayPal introuvable.',
    approved: 'Paiement approuvé. Vous pouvez revenir à la boutique.',
  },
} satisfies Record<SandboxLanguage, Record<string, string>>;

export interface ApprovalView {
  orderId: string;
  total: Cents;
  locale: string | undefined;
  cancelUrl: string | undefined;
}

/** The buyer logs in with a sandbox account to approve the order, or cancels back to the shop. */
export function approvalPage(view: ApprovalView, error: string | null = null) {
  const language = sandboxLanguage(view.locale);
  const t = texts[language];
  return renderSandboxPage({
    language,
    provider: 'PayPal',
    title: t.title,
    content: html`<p>${t.amount} <strong>${formatMoney(view.total, language)}</strong></p>
      ${formError('login-error', error)}
      <form
        method="post"
        action="/checkoutnow?token=${view.orderId}"
        ${error ? html` aria-describedby="login-error"` : ''}
      >
        <label for="email">${t.email}</label>
        <input type="email" id="email" name="email" autocomplete="username" required />
        <label for="password">${t.password}</label>
        <input type="password" id="password" name="password" autocomplete="current-password" />
        <p class="hint">${t.hint}</p>
        <button type="submit">${t.submit}</button>
      </form>
      ${
        view.cancelUrl
          ? html`<p>
              <a href="${withQuery(view.cancelUrl, { token: view.orderId })}">${t.cancel}</a>
            </p>`
          : ''
      }`,
  });
}

/** A page with one line: the order is closed, unknown, or approved without a return URL. */
export function approvalMessagePage(
  locale: string | undefined,
  message: 'closed' | 'notFound' | 'approved',
) {
  const language = sandboxLanguage(locale);
  return renderSandboxPage({
    language,
    provider: 'PayPal',
    title: texts[language].title,
    content: html`<p>${texts[language][message]}</p>`,
  });
}

export function unknownAccountMessage(locale: string | undefined) {
  return texts[sandboxLanguage(locale)].unknownAccount;
}
