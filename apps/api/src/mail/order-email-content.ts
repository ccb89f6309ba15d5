import {
  formatMoney,
  orderStatusMessageKey,
  subOrderStatusMessageKey,
  paymentMethodMessageKey,
  shopTimeZone,
  taxIdTypeMessageKey,
  isTaxIdTypeOf,
  vatPercent,
  type Cents,
} from '@shop/domain';
import { createTranslator, localeTags, type Locale, type Translate } from '@shop/i18n';
import type { SummaryLine } from '../cart/configuration-summary.ts';
import type { OrderDocument, OrderDocumentLine, PostalAddress } from './order-document.ts';

/**
 * order_confirmation when an order is placed; transfer_instructions instead when the customer
 * chose a bank transfer and has not paid yet; payment_received when the money arrives. The
 * others tell what staff did to the sub-orders (apps/api/src/orders/sub-order-actions.ts) and
 * carry the state of every shipment.
 */
export type OrderEmailKind =
  | 'orderConfirmation'
  | 'transferInstructions'
  | 'paymentReceived'
  | 'refundIssued'
  | ShipmentEmailKind;

export const shipmentEmailKinds = [
  'subOrderShipped',
  'subOrderDelivered',
  'subOrderDelayed',
  'subOrderIncident',
  'orderCancelled',
  'goodsReturned',
] as const;
export type ShipmentEmailKind = (typeof shipmentEmailKinds)[number];

const isShipmentEmailKind = (kind: OrderEmailKind): kind is ShipmentEmailKind =>
  (shipmentEmailKinds as readonly string[]).includes(kind);

export interface LabelledValue {
  label: string;
  value: string;
}

export interface EmailLine {
  name: string;
  details: string[];
  configuration: SummaryLine[];
  quantity: number;
  amount: string;
}

/**
 * Everything an order e-mail says, worded and formatted in the order's language; the HTML
 * and plain-text renderings only lay it out, so both parts always say the same.
 */
export interface OrderEmailContent {
  language: Locale;
  kind: OrderEmailKind;
  /** Between a label and its value: French typography puts a no-break space before the colon. */
  colon: string;
  shopName: string;
  subject: string;
  heading: string;
  greeting: string;
  intro: string;
  summaryTitle: string;
  summary: LabelledValue[];
  linesTitle: string;
  columns: { product: string; quantity: string; amount: string };
  lines: EmailLine[];
  totals: LabelledValue[];
  total: LabelledValue;
  vatNote: string;
  addresses: { title: string; lines: string[] }[];
  transfer: { title: string; rows: LabelledValue[]; note: string } | null;
  delivery: LabelledValue | null;
  /** Each sub-order's status, carrier and tracking number, or new date: in shipment e-mails. */
  shipments: { title: string; rows: LabelledValue[] } | null;
  observations: LabelledValue | null;
  statusLink: { label: string; url: string; text: string };
  footer: string[];
}

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat(localeTags.es, { dateStyle: 'long', timeZone: shopTimeZone }),
  fr: new Intl.DateTimeFormat(localeTags.fr, { dateStyle: 'long', timeZone: shopTimeZone }),
};
const dateTimeFormats: Record<Locale, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat(localeTags.es, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: shopTimeZone,
  }),
  fr: new Intl.DateTimeFormat(localeTags.fr, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: shopTimeZone,
  }),
};

export function formatOrderDate(date: Date, language: Locale): string {
  return dateFormats[language].format(date);
}

export function formatOrderDateTime(date: Date, language: Locale): string {
  return dateTimeFormats[language].format(date);
}

export function colonOf(language: Locale): string {
  return language === 'fr' ? '\u00a0: ' : ': ';
}

const countryNames: Record<Locale, Intl.DisplayNames> = {
  es: new Intl.DisplayNames(localeTags.es, { type: 'region' }),
  fr: new Intl.DisplayNames(localeTags.fr, { type: 'region' }),
};

/** Orders keep the country as its ISO code ('ES'); people read 'España' / 'Espagne'. */
function countryName(country: string, language: Locale): string {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  return countryNames[language].of(country) ?? country;
}

/** 'Calle Mayor, 5, 2º B', '28013 Madrid (Toledo)', 'España' — blank parts left out. */
export function addressLines(address: PostalAddress, language: Locale): string[] {
  const street = [address.address, address.number, address.flat].filter(Boolean).join(', ');
  const province =
    address.province && address.province !== address.city ? ` (${address.province})` : '';
  const town = `${[address.postalCode, address.city].filter(Boolean).join(' ')}${province}`;
  return [street, town, countryName(address.country, language)].filter(
    (part) => part.trim() !== '',
  );
}

export function taxIdLabel(document: OrderDocument): string {
  const { taxIdType, taxId } = document.billing;
  if (!taxId) return '';
  const type = isTaxIdTypeOf(document.store.code, taxIdType)
    ? createTranslator(document.language)(taxIdTypeMessageKey(taxIdType))
    : taxIdType.toUpperCase();
  return type ? `${type}${colonOf(document.language)}${taxId}` : taxId;
}

export function lineDetails(line: OrderDocumentLine, language: Locale): string[] {
  const t = createTranslator(language);
  const money = (cents: Cents) => formatMoney(cents, language);
  const details: string[] = [];
  if (line.ref) details.push(t('mail.lines.reference', { ref: line.ref }));
  if (line.madeToMeasure) details.push(t('mail.lines.madeToMeasure'));
  const installation = line.installation;
  if (installation) {
    const distance = t(
      installation.distance === 520 ? 'mail.lines.distance520' : 'mail.lines.distance500',
    );
    details.push(t('mail.lines.installationCity', { city: installation.city, distance }));
    if (installation.disassembly) details.push(t('mail.lines.disassembly'));
    if (installation.preMeasurement) details.push(t('mail.lines.preMeasurement'));
    details.push(
      t('mail.lines.installerPayment', {
        reservation: money(installation.reservationAmount),
        installer: money(installation.installerPayment),
      }),
    );
  }
  return details;
}

/** The amounts under the lines: goods, shipping, discount, PayPal's increase. */
export function totalRows(document: OrderDocument, t: Translate): LabelledValue[] {
  const money = (cents: Cents) => formatMoney(cents, document.language);
  const rows = [
    { label: t('mail.totals.items'), value: money(document.itemsTotal) },
    {
      label: t('mail.totals.shipping'),
      value:
        document.shippingCost === 0 ? t('mail.totals.freeShipping') : money(document.shippingCost),
    },
  ];
  if (document.coupon) {
    rows.push({
      label: t('mail.totals.discount', { code: document.coupon.code }),
      value: money(-document.coupon.discount),
    });
  }
  if (document.paypalCommission > 0) {
    rows.push({ label: t('mail.totals.paypal'), value: money(document.paypalCommission) });
  }
  return rows;
}

function shipmentRows(document: OrderDocument, t: Translate): LabelledValue[] {
  return document.shipments.map((shipment) => {
    const facts = [t(subOrderStatusMessageKey(shipment.status))];
    if (shipment.trackingNumber)
      facts.push(
        t('mail.shipments.carrier', {
          carrier: shipment.carrier ?? '',
          tracking: shipment.trackingNumber,
        }),
      );
    if (shipment.expectedOn)
      facts.push(
        t('mail.shipments.expected', {
          // A calendar date: read at noon so no time zone moves it to another day.
          date: formatOrderDate(new Date(`${shipment.expectedOn}T12:00:00Z`), document.language),
        }),
      );
    const name = shipment.name ?? t('mail.lines.installationReservation');
    return { label: `${shipment.quantity} x ${name}`, value: facts.join(' · ') };
  });
}

/** `notes` are extra footer lines: the invoice attached, the seller's legal line. */
export function orderEmailContent(
  document: OrderDocument,
  kind: OrderEmailKind,
  notes: readonly string[] = [],
): OrderEmailContent {
  const { language } = document;
  const t = createTranslator(language);
  const money = (cents: Cents) => formatMoney(cents, language);
  const number = document.orderNumber;
  const fullName = `${document.customer.name} ${document.customer.surnames}`.trim();
  const billingLines = [
    document.billing.businessName || fullName,
    taxIdLabel(document),
    ...addressLines(document.billing.address, language),
  ].filter(Boolean);
  const transfer = document.transfer;
  const colon = colonOf(language);
  return {
    language,
    kind,
    colon,
    shopName: document.store.name,
    subject: t(`mail.subject.${kind}`, { number }),
    heading: t(`mail.heading.${kind}`),
    greeting: t('mail.greeting', { name: document.customer.name }),
    intro: t(`mail.intro.${kind}`, { number, amount: money(document.refundAmount ?? 0) }),
    summaryTitle: t('mail.order.title'),
    summary: [
      { label: t('mail.order.number'), value: number },
      { label: t('mail.order.date'), value: formatOrderDate(document.placedAt, language) },
      { label: t('mail.order.status'), value: t(orderStatusMessageKey(document.status)) },
      {
        label: t('mail.order.paymentMethod'),
        value: t(paymentMethodMessageKey(document.paymentMethod)),
      },
    ],
    linesTitle: t('mail.lines.title'),
    columns: {
      product: t('mail.lines.product'),
      quantity: t('mail.lines.quantity'),
      amount: t('mail.lines.amount'),
    },
    lines: document.lines.map((line) => ({
      name: line.name,
      details: lineDetails(line, language),
      configuration: line.configuration,
      quantity: line.quantity,
      amount: money(line.amount),
    })),
    totals: totalRows(document, t),
    total: { label: t('mail.totals.total'), value: money(document.total) },
    vatNote: [
      t('mail.totals.vatIncluded'),
      `${t('mail.totals.taxBase')}${colon}${money(document.subtotal)}`,
      `${t('mail.totals.vat', { rate: vatPercent(document.vatRate) })}${colon}${money(document.vat)}`,
    ].join(' · '),
    addresses: [
      {
        title: t('mail.addresses.shipping'),
        lines: [
          fullName,
          ...addressLines(document.shippingAddress, language),
          t('mail.addresses.phone', { phone: document.customer.phone }),
        ],
      },
      { title: t('mail.addresses.billing'), lines: billingLines },
    ],
    transfer:
      transfer && kind === 'transferInstructions'
        ? {
            title: t('mail.transfer.title'),
            rows: [
              { label: t('mail.transfer.beneficiary'), value: transfer.holder },
              { label: t('mail.transfer.iban'), value: transfer.iban },
              ...(transfer.bic ? [{ label: t('mail.transfer.bic'), value: transfer.bic }] : []),
              { label: t('mail.transfer.amount'), value: money(transfer.amount) },
              { label: t('mail.transfer.concept'), value: transfer.concept },
              {
                label: t('mail.transfer.deadline'),
                value: formatOrderDateTime(transfer.deadline, language),
              },
            ],
            note: t('mail.transfer.note'),
          }
        : null,
    delivery: document.deliveryPromise
      ? { label: t('mail.delivery'), value: document.deliveryPromise }
      : null,
    shipments: isShipmentEmailKind(kind)
      ? { title: t('mail.shipments.title'), rows: shipmentRows(document, t) }
      : null,
    observations: document.observations.trim()
      ? { label: t('mail.observations'), value: document.observations }
      : null,
    statusLink: {
      label: t('mail.statusLink'),
      url: document.orderStatusUrl,
      text: t('mail.statusLinkText', { url: document.orderStatusUrl }),
    },
    footer: [
      document.store.telephone
        ? t('mail.footer.questionsWithPhone', { phone: document.store.telephone })
        : t('mail.footer.questions'),
      ...notes,
    ],
  };
}
