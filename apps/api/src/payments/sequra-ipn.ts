import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentSubject } from './payment-outcome.ts';

/** Our payment methods sold by seQura, and seQura's product codes: the one mapping table. */
export const sequraProducts = {
  /** "Divide en 3": three monthly payments, no fee. */
  sequra_sp1: 'sp1',
  /** "Paga a plazos": 4, 6 or 12 months with a fixed fee, 18 from 390 € (domain instalments.ts). */
  sequra_pp3: 'pp3',
} as const;
export type SequraPaymentMethod = keyof typeof sequraProducts;
export type SequraProductCode = (typeof sequraProducts)[SequraPaymentMethod];

export function sequraMethodOf(productCode: string | null): SequraPaymentMethod | null {
  const entry = Object.entries(sequraProducts).find(([, code]) => code === productCode);
  return entry ? (entry[0] as SequraPaymentMethod) : null;
}

/** Names of our notification parameters, echoed back by seQura in the IPN. */
export const sequraSignedParameter = 'order';
export const sequraSignatureParameter = 'm_signature';

/** hex(HMAC-SHA256(merchant password, our payment reference)). */
export function signSequraParameter(password: string, value: string) {
  return createHmac('sha256', password).update(value, 'utf8').digest('hex');
}

export interface SequraIpn {
  /** Only a valid IPN may change anything; the others are reported so they can be logged. */
  valid: boolean;
  problem: 'incomplete' | 'unsigned' | 'bad_signature' | null;
  /** seQura's order uuid (order_ref), used to confirm the order. */
  orderUuid: string | null;
  /** Our payment reference, from the signed notification parameter. */
  reference: string | null;
  productCode: string | null;
  method: SequraPaymentMethod | null;
  /** sq_state: 'approved' (confirm it), 'needs_review' (wait) or another state. */
  state: string | null;
  /** The IPN names the order (order_ref) and our reference; it carries no amount. */
  about: PaymentSubject;
}

export type IpnParameters = URLSearchParams | Record<string, unknown>;

function parameter(parameters: IpnParameters, name: string): string | null {
  const value = parameters instanceof URLSearchParams ? parameters.get(name) : parameters[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Reads an IPN (form fields) and checks the signature of our reference in constant time. seQura
 * echoes the notification parameters given at order creation, so only someone holding the
 * merchant password could have produced a matching m_signature.
 */
export function readSequraIpn(parameters: IpnParameters, password: string): SequraIpn {
  const orderUuid = parameter(parameters, 'order_ref');
  const reference = parameter(parameters, sequraSignedParameter);
  const signature = parameter(parameters, sequraSignatureParameter);
  const productCode = parameter(parameters, 'product_code');
  const base = {
    orderUuid,
    reference,
    productCode,
    method: sequraMethodOf(productCode),
    state: parameter(parameters, 'sq_state'),
    about: {
      providerPaymentId: orderUuid,
      merchantReference: reference,
      amount: null,
      currency: null,
    },
  };
  if (!orderUuid || !reference) return { ...base, valid: false, problem: 'incomplete' };
  if (!signature) return { ...base, valid: false, problem: 'unsigned' };
  const expected = Buffer.from(signSequraParameter(password, reference), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  const matches = given.length === expected.length && timingSafeEqual(given, expected);
  return { ...base, valid: matches, problem: matches ? null : 'bad_signature' };
}
