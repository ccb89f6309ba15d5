import type { InstallationCityData, InstallationQuoteData } from '@shop/api/contracts';
import {
  bookingChoices,
  bookingStepNumber,
  bookingSteps,
  disassemblyPrice,
  formatMoney,
  preMeasurementPrices,
  quoteInstallation,
  withInstallationVat,
  type BookingEvent,
  type InstallationBooking as Booking,
} from '@shop/domain';
import { useState } from 'react';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import { CityStep } from './city-step.tsx';
import { InstallationSummary } from './installation-summary.tsx';
import { YesNo } from './yes-no.tsx';

type InstallationBookingProps = {
  booking: Booking;
  /** The city of the municipality chosen at the city step. */
  city: InstallationCityData | null;
  quantity: number;
  /** The server's quote of the booked installation, once it has priced the configuration. */
  confirmed: InstallationQuoteData | null;
  send: (event: BookingEvent, city?: InstallationCityData) => void;
};

/**
 * The five steps of the domain's booking (intro, disassembly, pre-measurement, city, distance)
 * and its summary. A fully answered booking joins the configuration, so the configurator's
 * price and the server's include it; the configurator keeps the booking's state.
 */
export function InstallationBooking({
  booking,
  city,
  quantity,
  confirmed,
  send,
}: InstallationBookingProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const [declined, setDeclined] = useState(false);
  const money = (cents: number) => formatMoney(cents, locale);
  const step = bookingStepNumber(booking.step);
  const quote = (() => {
    const choices = bookingChoices(booking);
    const result = choices && city ? quoteInstallation(choices, [city], quantity) : null;
    return result?.ok ? result.quote : null;
  })();

  return (
    <section
      aria-labelledby="installation-title"
      className="space-y-3 rounded-2xl bg-brand-50 p-4"
      data-testid="installation-booking"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="installation-title" className="font-bold">
          {t('product.installation.title')}
        </h3>
        {booking.step !== 'summary' && step > 0 && (
          <p className="text-xs font-semibold text-brand-800">
            {t('product.installation.step', { step, total: bookingSteps.length - 1 })}
          </p>
        )}
      </div>
      {booking.step === 'intro' && (
        <div className="space-y-3">
          <p className="text-sm text-ink-soft">{t('product.installation.intro.text')}</p>
          {declined ? null : (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => send({ type: 'start' })}
                className="h-11 rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
              >
                {t('product.installation.intro.start')}
              </button>
              <button
                type="button"
                onClick={() => setDeclined(true)}
                className="h-11 rounded-full bg-white px-4 font-semibold ring-1 ring-line hover:ring-brand-700"
              >
                {t('product.installation.intro.skip')}
              </button>
            </div>
          )}
        </div>
      )}
      {booking.step === 'disassembly' && (
        <YesNo
          question={t('product.installation.disassembly.question')}
          hint={t('product.installation.disassembly.price', {
            price: money(withInstallationVat(disassemblyPrice)),
          })}
          onAnswer={(value) => send({ type: 'answer_disassembly', value })}
        />
      )}
      {booking.step === 'pre_measurement' && (
        <YesNo
          question={t('product.installation.preMeasurement.question')}
          hint={t('product.installation.preMeasurement.price', {
            price: money(withInstallationVat(preMeasurementPrices[500])),
          })}
          onAnswer={(value) => send({ type: 'answer_pre_measurement', value })}
        />
      )}
      {booking.step === 'city' && (
        <>
          <p className="font-semibold">{t('product.installation.city.question')}</p>
          <CityStep
            onChoose={(chosen) => send({ type: 'choose_city', cityId: chosen.id }, chosen)}
          />
        </>
      )}
      {booking.step === 'distance' && (
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t('product.installation.distance.question')}</legend>
          {([500, 520] as const).map((distance) => (
            <button
              key={distance}
              type="button"
              onClick={() => send({ type: 'choose_distance', distance })}
              className="block h-11 w-full rounded-xl bg-white px-3 text-left font-medium ring-1 ring-line hover:ring-brand-700"
            >
              {t(
                distance === 500
                  ? 'product.installation.distance.d500'
                  : 'product.installation.distance.d520',
              )}
            </button>
          ))}
        </fieldset>
      )}
      {booking.step === 'summary' && quote && <InstallationSummary quote={confirmed ?? quote} />}
      {step > 0 && (
        <div className="flex flex-wrap justify-between gap-2">
          <button
            type="button"
            onClick={() => send({ type: 'back' })}
            className="text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            {booking.step === 'summary'
              ? t('product.installation.summary.restart')
              : t('product.installation.back')}
          </button>
          <button
            type="button"
            onClick={() => send({ type: 'cancel' })}
            className="text-sm font-semibold text-ink-soft underline underline-offset-2"
          >
            {t('product.installation.cancel')}
          </button>
        </div>
      )}
    </section>
  );
}
