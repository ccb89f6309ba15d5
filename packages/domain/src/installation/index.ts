export {
  disassemblyPrice,
  facilityReservationPrice,
  installationCityOf,
  installationDistances,
  preMeasurementPrices,
  quoteInstallation,
  withInstallationVat,
  type InstallationChoices,
  type InstallationCity,
  type InstallationDistance,
  type InstallationPostalCodeError,
  type InstallationQuote,
  type InstallationQuoteError,
  type InstallationQuoteResult,
} from './quote.ts';
export {
  advanceBooking,
  bookingChoices,
  bookingStepNumber,
  bookingSteps,
  emptyBooking,
  unansweredQuestions,
  type BookingEvent,
  type BookingQuestion,
  type BookingStep,
  type InstallationBooking,
} from './booking.ts';
export { provinceOfPostalCode, sameProvince, type ProvinceOfPostalCode } from './province.ts';
export { installerAddressMismatch, type InstallerAddressMismatch } from './installer-address.ts';
export {
  installerSettlement,
  type BookedInstallation,
  type InstallerSettlement,
} from './installer-settlement.ts';
export {
  appointmentError,
  formatAppointmentDay,
  orderTakesAppointment,
  type AppointmentError,
  type InstallationAppointment,
} from './appointment.ts';
