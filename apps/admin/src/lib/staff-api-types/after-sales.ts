/** Incidents and installation bookings (/admin/v1/incidents/, installation-bookings/). */
import type { StoreCode } from '@shop/domain';
import type { Paged } from './common.ts';

/** One incident of the inbox (GET /admin/v1/incidents/). */
export interface IncidentListItem {
  id: number;
  status: 'open' | 'closed';
  status_name: string;
  reason: string;
  reason_label: string;
  message: string;
  created_at: string;
  order: { id: number; number: string; store: StoreCode };
  customer: { name: string; email: string; phone: string };
  answer_count: number;
}

export interface IncidentDetail extends IncidentListItem {
  language: 'es' | 'fr';
  closed_at: string | null;
  closed_by: string | null;
  answers: { id: number; text: string; sent_at: string; staff_name: string }[];
}

/** The installer's visit (PUT /admin/v1/installation-bookings/{id}/appointment/). */
export interface InstallationAppointment {
  date: string;
  from: string;
  to: string;
}

/** One installation booking (GET /admin/v1/installation-bookings/). */
export interface InstallationBooking {
  id: number;
  order: {
    id: number;
    number: string;
    store: StoreCode;
    created_at: string;
    status: number;
    status_name: string;
  };
  customer: { name: string; email: string; phone: string };
  address: string;
  postal_code: string;
  city: string;
  province: string;
  appointment: InstallationAppointment | null;
  distance: number;
  disassembly: boolean;
  pre_measurement: boolean;
  on_request: boolean;
  reservation_paid: number;
  installer_owed: number;
  installer_collects: number | null;
}

export interface ProvinceTotals {
  province: string;
  bookings: number;
  reservation_paid: number;
  installer_owed: number;
  installer_collects: number;
}

export interface InstallationBookingList extends Paged<InstallationBooking> {
  totals: ProvinceTotals[];
}
