import type { InstallationChoices, InstallationDistance } from './quote.ts';

/** The five steps of the booking sidebar, in order (step numbers 0 to 4), then the summary. */
export const bookingSteps = [
  'intro',
  'disassembly',
  'pre_measurement',
  'city',
  'distance',
] as const;
export type BookingStep = (typeof bookingSteps)[number] | 'summary';

export interface InstallationBooking {
  step: BookingStep;
  disassembly: boolean | null;
  preMeasurement: boolean | null;
  cityId: number | null;
  distance: InstallationDistance | null;
}

export type BookingEvent =
  | { type: 'start' }
  | { type: 'answer_disassembly'; value: boolean }
  | { type: 'answer_pre_measurement'; value: boolean }
  | { type: 'choose_city'; cityId: number }
  | { type: 'choose_distance'; distance: InstallationDistance }
  | { type: 'back' }
  /** Without installation after all: every answer goes, back to the intro. */
  | { type: 'cancel' };

export const emptyBooking: InstallationBooking = {
  step: 'intro',
  disassembly: null,
  preMeasurement: null,
  cityId: null,
  distance: null,
};

export function bookingStepNumber(step: BookingStep): number {
  return step === 'summary' ? bookingSteps.length : bookingSteps.indexOf(step);
}

const previousStep: Record<BookingStep, BookingStep> = {
  intro: 'intro',
  disassembly: 'intro',
  pre_measurement: 'disassembly',
  city: 'pre_measurement',
  distance: 'city',
  summary: 'distance',
};

/**
 * Each answer belongs to one step and moves to the next; an event for another step leaves
 * the booking unchanged, so a stale or replayed click cannot skip a question.
 */
export function advanceBooking(
  booking: InstallationBooking,
  event: BookingEvent,
): InstallationBooking {
  switch (event.type) {
    case 'start':
      return booking.step === 'intro' ? { ...booking, step: 'disassembly' } : booking;
    case 'answer_disassembly':
      return booking.step === 'disassembly'
        ? { ...booking, disassembly: event.value, step: 'pre_measurement' }
        : booking;
    case 'answer_pre_measurement':
      return booking.step === 'pre_measurement'
        ? { ...booking, preMeasurement: event.value, step: 'city' }
        : booking;
    case 'choose_city':
      return booking.step === 'city'
        ? { ...booking, cityId: event.cityId, step: 'distance' }
        : booking;
    case 'choose_distance':
      return booking.step === 'distance'
        ? { ...booking, distance: event.distance, step: 'summary' }
        : booking;
    case 'back':
      return { ...booking, step: previousStep[booking.step] };
    case 'cancel':
      return emptyBooking;
  }
}

/** A question of the booking, named by its step. */
export type BookingQuestion = Exclude<(typeof bookingSteps)[number], 'intro'>;

/**
 * The questions a started booking still lacks, in step order: what adding to the cart must ask
 * for instead of dropping the booking. Empty when every one is answered, and at the intro,
 * where no installation was asked for (or the customer went back out of it).
 */
export function unansweredQuestions(booking: InstallationBooking): BookingQuestion[] {
  if (booking.step === 'intro') return [];
  const answers: Record<BookingQuestion, unknown> = {
    disassembly: booking.disassembly,
    pre_measurement: booking.preMeasurement,
    city: booking.cityId,
    distance: booking.distance,
  };
  return (Object.keys(answers) as BookingQuestion[]).filter(
    (question) => answers[question] === null,
  );
}

/**
 * The answers of a booking with every question answered, ready to quote; null until then and
 * at the intro. Going back to change an answer keeps the others, so the booking still counts
 * while one is being changed.
 */
export function bookingChoices(booking: InstallationBooking): InstallationChoices | null {
  const { step, disassembly, preMeasurement, cityId, distance } = booking;
  if (
    step === 'intro' ||
    disassembly === null ||
    preMeasurement === null ||
    cityId === null ||
    distance === null
  ) {
    return null;
  }
  return { disassembly, preMeasurement, cityId, distance };
}
