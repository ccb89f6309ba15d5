import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ChangeScope } from '@shop/ops';
import { ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody } from '../../contracts/staff.ts';
import { staffTags } from './staff-context.ts';

type Responses = Record<number, z.ZodType>;

/** The storefront's content (texts, menus, home, SEO, questions, reviews) is the content editor's and the owner's. */
const config = { staffPermission: 'content.manage' } as const;
const refusals = {
  400: ValidationErrorBody,
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
};

/**
 * Route options for one group of content routes: every route guarded by the content
 * permission, tagged as staff, and answering the usual refusals plus the group's `extra` ones.
 */
export function contentRouteOptions<Extra extends Responses>(extra: Extra) {
  return <Schema extends { summary: string; response: Responses }>(schema: Schema) => ({
    config,
    schema: {
      ...schema,
      tags: staffTags,
      response: { ...schema.response, ...refusals, ...extra },
    },
  });
}

/** Makes a staff change, then announces its scope so every api and web drops what showed the old one. */
export async function announced<T>(
  app: FastifyInstance,
  scope: ChangeScope,
  change: Promise<T>,
): Promise<T> {
  const result = await change;
  await app.announceChange(scope);
  return result;
}

/** As `announced`, answering 201 with what the change created. */
export async function announcedCreation<T>(
  app: FastifyInstance,
  reply: { code(statusCode: 201): unknown },
  scope: ChangeScope,
  change: Promise<T>,
): Promise<T> {
  const created = await announced(app, scope, change);
  reply.code(201);
  return created;
}

/** As `announced`, answering 204 once the change removed what it names. */
export async function announcedRemoval(
  app: FastifyInstance,
  reply: { code(statusCode: 204): unknown },
  scope: ChangeScope,
  change: Promise<unknown>,
): Promise<null> {
  await announced(app, scope, change);
  reply.code(204);
  return null;
}
