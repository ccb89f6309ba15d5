import type { ProductConfiguratorData } from '@shop/api/contracts';
import type { BookingQuestion, Configuration } from '@shop/domain';
import type { MessageKey } from '@shop/i18n';
import { useId, useState } from 'react';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import { useAddToCart } from '../cart/use-add-to-cart.ts';
import { priceRequest } from './price-request.ts';

const missingKeys: Record<BookingQuestion, MessageKey> = {
  disassembly: 'product.installation.missing.disassembly',
  pre_measurement: 'product.installation.missing.pre_measurement',
  city: 'product.installation.missing.city',
  distance: 'product.installation.missing.distance',
};

/**
 * 'Añadir al carrito' of the sidebar: the configuration's ids and measures go to the cart
 * (the api prices them again), with the postal code of the installation when one is booked,
 * since the installer needs to know where to go. A booking started but not finished stops the
 * add and says what it lacks: adding the screen alone would drop it without a word.
 */
export function useAddConfiguration(
  product: ProductConfiguratorData,
  configuration: Configuration,
  unansweredBooking: readonly BookingQuestion[],
  onAdded: () => void,
) {
  const t = useTranslate();
  const { locale } = useLocale();
  const [postalCode, setPostalCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  // Once refused for it, the booking's gaps are listed as they stand: the list shrinks as the
  // customer answers and goes when nothing is missing.
  const [askedToFinish, setAskedToFinish] = useState(false);
  const { submit, busy, error } = useAddToCart(onAdded);
  const needsPostalCode = configuration.installation !== null;
  const unfinished =
    askedToFinish && unansweredBooking.length > 0
      ? t('product.installation.incomplete', {
          missing: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
            unansweredBooking.map((question) => t(missingKeys[question])),
          ),
        })
      : null;
  const add = () => {
    setAskedToFinish(unansweredBooking.length > 0);
    if (unansweredBooking.length > 0) return;
    const code = postalCode.trim();
    if (needsPostalCode && !/^\d{5}$/.test(code)) {
      setRefusal(
        t(code === '' ? 'domain.errors.postal_code.required' : 'domain.errors.postal_code.format'),
      );
      return;
    }
    setRefusal(null);
    void submit({
      product_id: String(product.id),
      configuration: JSON.stringify(priceRequest(configuration)),
      ...(needsPostalCode ? { postal_code: code } : {}),
    });
  };
  return {
    add,
    busy,
    error: unfinished ?? refusal ?? error,
    needsPostalCode,
    postalCode,
    setPostalCode,
  };
}
export type AddConfiguration = ReturnType<typeof useAddConfiguration>;

/** The installation's postal code (when booked) and why the cart refused, above the button. */
export function AddConfigurationFields({ adding }: { adding: AddConfiguration }) {
  const t = useTranslate();
  const id = useId();
  return (
    <>
      {adding.needsPostalCode && (
        <div>
          <label htmlFor={`${id}-postal-code`} className="text-sm font-semibold">
            {t('cartPage.add.postalCode')}
          </label>
          <input
            id={`${id}-postal-code`}
            value={adding.postalCode}
            onChange={(event) => adding.setPostalCode(event.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            aria-describedby={`${id}-postal-code-hint`}
            className="mt-1 block h-11 w-full rounded-lg border border-line bg-white px-3"
          />
          <p id={`${id}-postal-code-hint`} className="mt-1 text-xs text-ink-soft">
            {t('cartPage.add.postalCodeHint')}
          </p>
        </div>
      )}
      <div aria-live="assertive">
        {adding.error && (
          <p
            data-testid="add-to-cart-error"
            className="rounded-lg bg-accent-100 p-2 text-sm font-medium text-accent-700"
          >
            {adding.error}
          </p>
        )}
      </div>
    </>
  );
}
