/** The hosted payment page of the Adyen sandbox: test data, its words in es and fr, the forms. */
import { formatMoney } from '@shop/domain';
import {
  formError,
  html,
  renderSandboxPage,
  sandboxLanguage,
  type SandboxLanguage,
} from './sandbox-page.ts';

/** Test cards and Bizum phones, as on Adyen's test platform; 9995 never gets an answer. */
export const adyenTestCards = {
  authorised: '4111111111111111',
  refused: '4000000000000002',
  noAnswer: '4000000000009995',
} as const;
export const adyenTestBizumPhones = { authorised: '700000000', refused: '700000002' } as const;

const texts = {
  es: {
    title: 'Pago seguro',
    summary: 'Importe:',
    reference: 'Referencia:',
    card: 'Tarjeta',
    cardNumber: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'Código de seguridad (CVC)',
    holder: 'Titular de la tarjeta',
    payCard: 'Pagar con tarjeta',
    cardHint:
      'Tarjetas de prueba: 4111 1111 1111 1111 se autoriza, 4000 0000 0000 0002 se deniega, 4000 0000 0000 9995 no obtiene respuesta.',
    bizum: 'Bizum',
    phone: 'Teléfono móvil',
    payBizum: 'Pagar con Bizum',
    bizumHint: 'Teléfonos de prueba: 700000000 se autoriza, 700000002 se deniega.',
    klarna: 'Klarna: paga en 3 plazos',
    klarnaHint: 'Simula la decisión de Klarna sobre la financiación.',
    approve: 'Aprobar',
    refuse: 'Rechazar',
    unknownCard:
      'Usa una de las tarjetas de prueba indicadas, con caducidad MM/AA y un CVC de 3 o 4 cifras.',
    unknownPhone: 'Usa uno de los teléfonos de prueba indicados.',
    closed: 'Esta sesión de pago ya no admite pagos.',
    notFound: 'Sesión de pago no encontrada.',
  },
  fr: {
    title: 'Paiement sécurisé',
    summary: 'Montant :',
    reference: 'Référence :',
    card: 'Carte bancaire',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'Cryptogramme visuel (CVC)',
    holder: 'Titulaire de la carte',
    payCard: 'Payer par carte',
    cardHint:
      'Cartes de test : 4111 1111 1111 1111 est autorisée, 4000 0000 0000 0002 est refusée, 4000 0000 0000 9995 ne reçoit jamais de réponse.',
    bizum: 'Bizum',
    phone: 'Téléphone mobile',
    payBizum: 'Payer avec Bizum',
    bizumHint: 'Téléphones de test : 700000000 est autorisé, 700000002 est refusé.',
    klarna: 'Klarna : payez en 3 fois',
    klarnaHint: 'Simulez la décision de Klarna sur le financement.',
    approve: 'Approuver',
    refuse: 'Refuser',
    unknownCard:
      'Utilisez une des cartes de test indiquées, avec une date MM/AA et un CVC de 3 ou 4 chiffres.',
    unknownPhone: 'Utilisez un des téléphones de test indiqués.',
    closed: 'Cette session de paiement n’accepte plus de paiement.',
    notFound: 'Session de paiement introuvable.',
  },
} satisfies Record<SandboxLanguage, Record<string, string>>;

/** What the Adyen sandbox shows on its hosted payment page. */
export interface HostedSession {
  id: string;
  amount: number;
  reference: string;
  shopperLocale: string | undefined;
  /** Adyen payment method types: scheme, bizum, klarna_account. */
  methods: string[];
}

/** 'hold': the no-answer card, whose later API calls never get an answer. */
export type ShopperDecision = 'Authorised' | 'Refused' | 'hold';

export function hostedPaymentPage(session: HostedSession, error: string | null = null) {
  const language = sandboxLanguage(session.shopperLocale);
  const t = texts[language];
  const amount = formatMoney(session.amount, language);
  const action = `/checkoutshopper/sessions/${session.id}`;
  const describedBy = error ? html` aria-describedby="payment-error"` : '';
  const sections = session.methods.map((method) => {
    if (method === 'scheme')
      return html`<form
        method="post"
        action="${action}"
        aria-labelledby="card-title"
        ${describedBy}
      >
        <h2 id="card-title">${t.card}</h2>
        <input type="hidden" name="method" value="scheme" />
        <label for="card-number">${t.cardNumber}</label>
        <input
          type="text"
          id="card-number"
          name="number"
          inputmode="numeric"
          autocomplete="cc-number"
          required
        />
        <label for="card-expiry">${t.expiry}</label>
        <input
          type="text"
          id="card-expiry"
          name="expiry"
          autocomplete="cc-exp"
          placeholder="03/30"
          required
        />
        <label for="card-cvc">${t.cvc}</label>
        <input
          type="text"
          id="card-cvc"
          name="cvc"
          inputmode="numeric"
          autocomplete="cc-csc"
          required
        />
        <label for="card-holder">${t.holder}</label>
        <input type="text" id="card-holder" name="holder" autocomplete="cc-name" />
        <p class="hint">${t.cardHint}</p>
        <button type="submit">${t.payCard} (${amount})</button>
      </form>`;
    if (method === 'bizum')
      return html`<form
        method="post"
        action="${action}"
        aria-labelledby="bizum-title"
        ${describedBy}
      >
        <h2 id="bizum-title">${t.bizum}</h2>
        <input type="hidden" name="method" value="bizum" />
        <label for="bizum-phone">${t.phone}</label>
        <input type="tel" id="bizum-phone" name="phone" autocomplete="tel-national" required />
        <p class="hint">${t.bizumHint}</p>
        <button type="submit">${t.payBizum} (${amount})</button>
      </form>`;
    return html`<form
      method="post"
      action="${action}"
      aria-labelledby="klarna-title"
      ${describedBy}
    >
      <h2 id="klarna-title">${t.klarna}</h2>
      <input type="hidden" name="method" value="klarna_account" />
      <p class="hint">${t.klarnaHint}</p>
      <button type="submit" name="decision" value="approve">${t.approve}</button>
      <button type="submit" name="decision" value="refuse">${t.refuse}</button>
    </form>`;
  });
  return renderSandboxPage({
    language,
    provider: 'Adyen',
    title: t.title,
    content: html`<p>
        ${t.summary} <strong>${amount}</strong> · ${t.reference} ${session.reference}
      </p>
      ${formError('payment-error', error)} ${sections}`,
  });
}

/** The page of a session that is finished, expired or unknown. */
export function closedSessionPage(shopperLocale: string | undefined, found: boolean) {
  const language = sandboxLanguage(shopperLocale);
  const t = texts[language];
  return renderSandboxPage({
    language,
    provider: 'Adyen',
    title: t.title,
    content: html`<p>${found ? t.closed : t.notFound}</p>`,
  });
}

/** The shopper's decision, from the submitted form; null when the test data is not known. */
export function readShopperDecision(form: URLSearchParams): ShopperDecision | null {
  const method = form.get('method');
  if (method === 'scheme') {
    const number = (form.get('number') ?? '').replace(/[\s-]/g, '');
    const complete =
      /^(0[1-9]|1[0-2])\/?\d{2}$/.test(form.get('expiry')?.trim() ?? '') &&
      /^\d{3,4}$/.test(form.get('cvc')?.trim() ?? '');
    if (!complete) return null;
    if (number === adyenTestCards.authorised) return 'Authorised';
    if (number === adyenTestCards.refused) return 'Refused';
    return number === adyenTestCards.noAnswer ? 'hold' : null;
  }
  if (method === 'bizum') {
    const phone = (form.get('phone') ?? '').replace(/\D/g, '').replace(/^34(?=\d{9}$)/, '');
    if (phone === adyenTestBizumPhones.authorised) return 'Authorised';
    return phone === adyenTestBizumPhones.refused ? 'Refused' : null;
  }
  const decision = form.get('decision');
  return decision === 'approve' ? 'Authorised' : decision === 'refuse' ? 'Refused' : null;
}

/** Why the submitted test data was not accepted, in the shopper's language. */
export function unknownTestDataMessage(shopperLocale: string | undefined, method: string) {
  const t = texts[sandboxLanguage(shopperLocale)];
  return method === 'bizum' ? t.unknownPhone : t.unknownCard;
}
