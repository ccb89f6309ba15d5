/** The reasons an order incident can give (the api's IncidentRequest). */
export const incidentReasons = ['damaged', 'missing', 'delay', 'other'] as const;
export type IncidentReason = (typeof incidentReasons)[number];
