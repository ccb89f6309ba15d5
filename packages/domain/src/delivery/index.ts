export {
  addCalendarDays,
  isoDateOf,
  shopDateOf,
  shopIsoDateOf,
  type CalendarDate,
} from './calendar-date.ts';
export { easterSunday, isNationalHoliday, nationalHolidays } from './holidays.ts';
export {
  addBusinessDays,
  deliveryDaysOf,
  deliveryWindow,
  formatDeliveryDate,
  formatDeliveryWindow,
  isBusinessDay,
  madeToMeasureDays,
  quickShippingDays,
  type DeliveryDays,
  type DeliveryWindow,
} from './delivery-promise.ts';
