import { z } from 'zod';
import { PageQuery, RecordIdParam, StoreCode } from './common.ts';
import { StaffQuery } from './staff.ts';

/** The incidents inbox of the staff app (routes/staff/incident-routes.ts). */

export const incidentStatuses = ['open', 'closed'] as const;
/** Only a missing text gets 'required' here; a too long one falls to the usual maxLength. */
const required = {
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'api.required' : undefined),
};

export const IncidentListQuery = StaffQuery.extend(PageQuery.shape).extend({
  status: z.enum(incidentStatuses).optional(),
  store: StoreCode.optional(),
  /** Searched in the order number, the customer's name and e-mail and the message. */
  q: z.string().trim().max(100).optional(),
});
export type IncidentListQuery = z.infer<typeof IncidentListQuery>;

export const IncidentParams = z.object({ id: RecordIdParam });

export const AnswerIncident = z.object({
  text: z.string(required).trim().min(1, { error: 'api.required' }).max(4000),
  /** Closes the incident with the same answer (one e-mail says both). */
  close: z.boolean().default(false),
});

const IncidentStatus = z.enum(incidentStatuses);

export const StaffIncident = z
  .object({
    id: z.number().int(),
    status: IncidentStatus,
    status_name: z.string(),
    reason: z.string(),
    reason_label: z.string(),
    message: z.string(),
    created_at: z.iso.datetime(),
    order: z.object({ id: z.number().int(), number: z.string(), store: StoreCode }),
    customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    answer_count: z.number().int(),
  })
  .meta({ id: 'StaffIncident' });
export type StaffIncident = z.infer<typeof StaffIncident>;

export const StaffIncidentAnswer = z.object({
  id: z.number().int(),
  text: z.string(),
  sent_at: z.iso.datetime(),
  staff_name: z.string(),
});

export const StaffIncidentDetail = StaffIncident.extend({
  language: z.enum(['es', 'fr']),
  closed_at: z.iso.datetime().nullable(),
  closed_by: z.string().nullable(),
  answers: z.array(StaffIncidentAnswer),
}).meta({ id: 'StaffIncidentDetail' });
export type StaffIncidentDetail = z.infer<typeof StaffIncidentDetail>;

/** How many incidents wait for staff: the badge of the staff app's navigation. */
export const IncidentCounts = z.object({ open: z.number().int() });
