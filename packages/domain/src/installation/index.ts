export {
  disassemblyPrice,
  facilityReservationPrice,
  installationDistances,
  preMeasurementPrices,
  quoteInstallation,
  withInstallationVat,
  type InstallationChoices,
  type InstallationCity,
  type InstallationDistance,
  type InstallationQuote,
  type InstallationQuoteResult,
} from './quote.ts';
export {
  advanceBooking,
  bookingChoices,
  bookingStepNumber,
  bookingSteps,
  emptyBooking,
  type BookingEvent,
  type BookingStep,
  type InstallationBooking,
} from './booking.ts';
