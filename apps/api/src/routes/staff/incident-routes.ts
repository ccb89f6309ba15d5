import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf, ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import {
  AnswerIncident,
  IncidentCounts,
  IncidentListQuery,
  IncidentParams,
  StaffIncident,
  StaffIncidentDetail,
} from '../../contracts/staff-incidents.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { requireStaff, staffBase } from '../../plugins/staff-authentication.ts';
import {
  answerIncident,
  countOpenIncidents,
  readIncidentPage,
  readStaffIncident,
  setIncidentStatus,
} from '../../staff/incidents/incidents.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

/**
 * Incidents are support's work: incidents.manage (support and owner) reads and answers them.
 * An order manager reaches them from the order itself, not from this inbox: the matrix keeps
 * one permission per screen rather than opening it to orders.manage too.
 */
const config = { staffPermission: 'incidents.manage' } as const;
const refusals = {
  400: ValidationErrorBody,
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
};

/** The incidents inbox (issue 15): list, count, detail, answer, close and reopen. */
export const incidentRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  app.get(
    `${staffBase}incidents/`,
    {
      config,
      schema: {
        summary: 'Incidents customers opened, newest first, filtered, searched and paged',
        tags,
        querystring: IncidentListQuery,
        response: { 200: ListOf(StaffIncident), ...refusals },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) =>
        readIncidentPage(db, request.query, window, request.locale),
      ),
  );

  app.get(
    `${staffBase}incidents/counts/`,
    {
      config,
      schema: {
        summary: 'How many incidents are open (the badge of the navigation)',
        tags,
        querystring: StaffQuery,
        response: { 200: IncidentCounts, ...refusals },
      },
    },
    async () => ({ open: await countOpenIncidents(db) }),
  );

  app.get(
    `${staffBase}incidents/:id/`,
    {
      config,
      schema: {
        summary: 'One incident with its order, customer and answers',
        tags,
        querystring: StaffQuery,
        params: IncidentParams,
        response: { 200: StaffIncidentDetail, ...refusals },
      },
    },
    (request) => readStaffIncident(db, request.params.id, request.locale),
  );

  app.post(
    `${staffBase}incidents/:id/answers/`,
    {
      config,
      schema: {
        summary: 'Answer the customer (e-mailed in the order language), optionally closing it',
        tags,
        querystring: StaffQuery,
        params: IncidentParams,
        body: AnswerIncident,
        response: { 201: StaffIncidentDetail, ...refusals },
      },
    },
    async (request, reply) => {
      await answerIncident(db, requireStaff(request), request.params.id, request.body);
      return reply.code(201).send(await readStaffIncident(db, request.params.id, request.locale));
    },
  );

  for (const [verb, status] of [
    ['close', 'closed'],
    ['reopen', 'open'],
  ] as const)
    app.post(
      `${staffBase}incidents/:id/${verb}/`,
      {
        config,
        schema: {
          summary: verb === 'close' ? 'Close an open incident' : 'Reopen a closed incident',
          tags,
          querystring: StaffQuery,
          params: IncidentParams,
          response: { 200: StaffIncidentDetail, ...refusals, 409: CodedErrorBody },
        },
      },
      async (request) => {
        await setIncidentStatus(db, requireStaff(request), request.params.id, status);
        return readStaffIncident(db, request.params.id, request.locale);
      },
    );
};
