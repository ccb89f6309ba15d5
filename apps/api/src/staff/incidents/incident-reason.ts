import { isIncidentReason } from '@shop/domain';
import { translate, type Locale } from '@shop/i18n';

/** The reason as the customer chose it in the modal; an unknown code is shown as stored. */
export function incidentReasonLabel(reason: string, locale: Locale): string {
  return isIncidentReason(reason)
    ? translate(locale, `accountApi.incidentReason.${reason}`)
    : reason;
}
