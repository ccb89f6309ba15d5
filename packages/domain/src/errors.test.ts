import { translate, type MessageKey } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { domainErrorCodes, domainErrorMessageKey, isDomainErrorCode } from './errors.ts';
import {
  orderStatusMessageKey,
  paymentMethodMessageKey,
  sortMessageKey,
  subOrderStatusMessageKey,
  taxIdTypeMessageKey,
} from './message-keys.ts';
import { orderStatusCodes } from './order-status.ts';
import { paymentMethodIds } from './payment-methods.ts';
import { sortOptions } from './listing.ts';
import { subOrderStatusCodes } from './sub-order-status.ts';
import { taxIdTypesByStore } from './tax-id/index.ts';

const everyKey: MessageKey[] = [
  ...domainErrorCodes.map(domainErrorMessageKey),
  ...orderStatusCodes.map(orderStatusMessageKey),
  ...subOrderStatusCodes.map(subOrderStatusMessageKey),
  ...sortOptions.map(sortMessageKey),
  ...paymentMethodIds.map(paymentMethodMessageKey),
  ...[...taxIdTypesByStore.ESSM, ...taxIdTypesByStore.FRSM].map(taxIdTypeMessageKey),
];

describe('messages of the domain', () => {
  it.each(everyKey)('%s has Spanish and French wording', (key) => {
    expect(translate('es', key)).not.toBe('');
    expect(translate('fr', key)).not.toBe('');
  });

  it('uses the spec’s Spanish text', () => {
    expect(translate('es', domainErrorMessageKey('email.invalid'))).toBe(
      'El correo electrónico debe ser válido',
    );
    expect(translate('es', domainErrorMessageKey('postal_code.format'))).toBe(
      'El código postal debe tener 5 dígitos',
    );
    expect(translate('es', domainErrorMessageKey('stock.out_of_stock'))).toBe(
      'Articulo fuera de stock.',
    );
    expect(translate('es', orderStatusMessageKey(300))).toBe('Pendiente de pago');
    expect(translate('fr', domainErrorMessageKey('measure.below_minimum'), { limit: 70 })).toBe(
      'La mesure minimale est de 70 cm',
    );
  });

  it('recognises its own codes only', () => {
    expect(isDomainErrorCode('tax_id.dni_control')).toBe(true);
    expect(isDomainErrorCode('Invalid input')).toBe(false);
    expect(isDomainErrorCode('toString')).toBe(false);
  });
});
