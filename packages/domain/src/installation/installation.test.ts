import { describe, expect, it } from 'vitest';
import {
  advanceBooking,
  bookingChoices,
  bookingStepNumber,
  emptyBooking,
  quoteInstallation,
  type BookingEvent,
} from './index.ts';
import { InvalidAmountError } from '../money.ts';

const cities = [
  { id: 28, name: 'Madrid', prices: { 500: 8000, 520: 10500 }, onRequest: false },
  { id: 7, name: 'Islas Baleares', prices: { 500: 16000, 520: 20000 }, onRequest: false },
  { id: 17, name: 'Girona', prices: { 500: 0, 520: 0 }, onRequest: true },
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
            [{ id: 28, name: 'Madrid', prices: { 500: price, 520: 0 }, onRequest: false }],
            1,
          ),
        String(price),
      ).toThrow(InvalidAmountError);
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
});
