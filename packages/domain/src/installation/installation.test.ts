import { describe, expect, it } from 'vitest';
import {
  advanceBooking,
  bookingChoices,
  bookingStepNumber,
  emptyBooking,
  installerAddressMismatch,
  provinceOfPostalCode,
  quoteInstallation,
  unansweredQuestions,
  type BookingEvent,
} from './index.ts';
import { InvalidAmountError } from '../money.ts';

const cities = [
  {
    id: 28,
    name: 'Madrid',
    province: 'Madrid',
    prices: { 500: 8000, 520: 10500 },
    onRequest: false,
  },
  {
    id: 7,
    name: 'Islas Baleares',
    province: 'Islas Baleares',
    prices: { 500: 16000, 520: 20000 },
    onRequest: false,
  },
  { id: 17, name: 'Girona', province: 'Girona', prices: { 500: 0, 520: 0 }, onRequest: true },
];

describe('quoteInstallation', () => {
  it('charges the reservation alone when nothing else is asked', () => {
    const result = quoteInstallation(
      { disassembly: false, preMeasurement: false, cityId: 28, distance: 500 },
      cities,
      1,
    );
    expect(result.ok && result.quote).toMatchObject({
      facility: 2420,
      disassembly: 0,
      pre_measurement: 0,
      total: 2420,
      cost: 9680,
      installer_payment: 7260,
    });
  });

  it('adds disassembly per screen and one pre-measurement priced by distance', () => {
    const near = quoteInstallation(
      { disassembly: true, preMeasurement: true, cityId: 28, distance: 500 },
      cities,
      2,
    );
    expect(near.ok && near.quote).toMatchObject({
      disassembly: 12100,
      pre_measurement: 3025,
      total: 2420 + 12100 + 3025,
      cost: 19360,
    });
    const far = quoteInstallation(
      { disassembly: false, preMeasurement: true, cityId: 28, distance: 520 },
      cities,
      1,
    );
    expect(far.ok && far.quote).toMatchObject({ pre_measurement: 5445, cost: 12705 });
  });

  it('leaves the installer’s part to a quote where the city is on request', () => {
    const result = quoteInstallation(
      { disassembly: false, preMeasurement: false, cityId: 17, distance: 500 },
      cities,
      1,
    );
    expect(result.ok && result.quote).toMatchObject({
      total: 2420,
      cost: null,
      installer_payment: null,
    });
  });

  it('refuses a city outside the list', () => {
    expect(
      quoteInstallation(
        { disassembly: false, preMeasurement: false, cityId: 99, distance: 500 },
        cities,
        1,
      ),
    ).toEqual({
      ok: false,
      error: 'installation.city_unavailable',
    });
  });

  it('refuses, as a bug, a quantity or a city price that is not whole and safe', () => {
    const choices = {
      disassembly: true,
      preMeasurement: false,
      cityId: 28,
      distance: 500 as const,
    };
    for (const quantity of [0, -1, 1.5, Number.NaN, Infinity])
      expect(() => quoteInstallation(choices, cities, quantity), String(quantity)).toThrow(
        InvalidAmountError,
      );
    for (const price of [Number.NaN, -8000, 80.5])
      expect(
        () =>
          quoteInstallation(
            choices,
            [
              {
                id: 28,
                name: 'Madrid',
                province: 'Madrid',
                prices: { 500: price, 520: 0 },
                onRequest: false,
              },
            ],
            1,
          ),
        String(price),
      ).toThrow(InvalidAmountError);
  });
});

describe('quoteInstallation with the installation postal code', () => {
  const booked = (cityId: number, postalCode: string) =>
    quoteInstallation(
      { disassembly: false, preMeasurement: false, cityId, distance: 500, postalCode },
      cities,
      1,
    );

  it('prices the postal code’s own province', () => {
    const palma = booked(7, '07001');
    expect(palma.ok && palma.quote).toMatchObject({
      city: { id: 7, name: 'Islas Baleares' },
      cost: 19360,
    });
    expect(booked(28, ' 28901 ')).toMatchObject({ ok: true, quote: { cost: 9680 } });
  });

  it('refuses a city of another province than the postal code, whichever is cheaper', () => {
    // Madrid booked, Palma typed: neither Madrid's price nor a silent switch to the Balearics.
    expect(booked(28, '07001')).toEqual({
      ok: false,
      error: 'postal_code.outside_booked_province',
    });
    expect(booked(7, '28001')).toEqual({
      ok: false,
      error: 'postal_code.outside_booked_province',
    });
  });

  it('refuses a postal code that does not exist or where nobody installs', () => {
    expect(booked(28, '')).toEqual({ ok: false, error: 'postal_code.required' });
    expect(booked(28, '2890')).toEqual({ ok: false, error: 'postal_code.format' });
    expect(booked(28, '00123')).toEqual({ ok: false, error: 'postal_code.unknown' });
    expect(booked(28, '53001')).toEqual({ ok: false, error: 'postal_code.unknown' });
    // Barcelona and the Canaries are real provinces without a city in this list.
    expect(booked(28, '08001')).toEqual({ ok: false, error: 'postal_code.no_installer' });
    expect(booked(28, '35001')).toEqual({ ok: false, error: 'postal_code.no_installer' });
  });
});

describe('provinces of postal codes', () => {
  it('names the province of every Spanish prefix and nothing else', () => {
    expect(provinceOfPostalCode('01001')).toEqual({ ok: true, province: 'Álava' });
    expect(provinceOfPostalCode('07800')).toEqual({ ok: true, province: 'Islas Baleares' });
    expect(provinceOfPostalCode('28901')).toEqual({ ok: true, province: 'Madrid' });
    expect(provinceOfPostalCode('48001')).toEqual({ ok: true, province: 'Vizcaya' });
    expect(provinceOfPostalCode('52001')).toEqual({ ok: true, province: 'Melilla' });
    expect(provinceOfPostalCode('53001')).toEqual({ ok: false, error: 'postal_code.unknown' });
  });

  it('finds an installation address in another province than the shipping address', () => {
    expect(installerAddressMismatch('28901', '28001')).toBeNull();
    expect(installerAddressMismatch('28901', '08001')).toEqual({
      installationProvince: 'Madrid',
      shippingProvince: 'Barcelona',
    });
    // A shipping postal code that is not Spanish is its own field's error, not this one.
    expect(installerAddressMismatch('28901', '2800')).toBeNull();
  });
});

describe('installation booking', () => {
  const answers: BookingEvent[] = [
    { type: 'start' },
    { type: 'answer_disassembly', value: true },
    { type: 'answer_pre_measurement', value: false },
    { type: 'choose_city', cityId: 28 },
    { type: 'choose_distance', distance: 520 },
  ];

  it('walks the five steps to the summary', () => {
    const steps = [bookingStepNumber(emptyBooking.step)];
    let booking = emptyBooking;
    for (const event of answers) {
      booking = advanceBooking(booking, event);
      steps.push(bookingStepNumber(booking.step));
    }
    expect(steps).toEqual([0, 1, 2, 3, 4, 5]);
    expect(bookingChoices(booking)).toEqual({
      disassembly: true,
      preMeasurement: false,
      cityId: 28,
      distance: 520,
    });
  });

  it('ignores an answer meant for another step and goes back one step at a time', () => {
    const atDisassembly = advanceBooking(emptyBooking, { type: 'start' });
    expect(advanceBooking(atDisassembly, { type: 'choose_city', cityId: 28 })).toBe(atDisassembly);
    expect(advanceBooking(atDisassembly, { type: 'back' }).step).toBe('intro');
    expect(advanceBooking(emptyBooking, { type: 'back' }).step).toBe('intro');
    expect(bookingChoices(atDisassembly)).toBeNull();
  });

  it('names what a started booking still lacks, and keeps answers while one is changed', () => {
    let booking = emptyBooking;
    expect(unansweredQuestions(booking)).toEqual([]);
    for (const event of answers.slice(0, 3)) booking = advanceBooking(booking, event);
    expect(booking.step).toBe('city');
    expect(unansweredQuestions(booking)).toEqual(['city', 'distance']);
    expect(bookingChoices(booking)).toBeNull();
    for (const event of answers.slice(3)) booking = advanceBooking(booking, event);
    const changingDistance = advanceBooking(booking, { type: 'back' });
    expect(changingDistance.step).toBe('distance');
    expect(unansweredQuestions(changingDistance)).toEqual([]);
    expect(bookingChoices(changingDistance)).toEqual(bookingChoices(booking));
    // Back out to the intro: no installation asked for any more.
    let out = changingDistance;
    for (let step = 0; step < 4; step += 1) out = advanceBooking(out, { type: 'back' });
    expect(out.step).toBe('intro');
    expect(bookingChoices(out)).toBeNull();
    expect(unansweredQuestions(out)).toEqual([]);
    expect(advanceBooking(changingDistance, { type: 'cancel' })).toEqual(emptyBooking);
  });
});
