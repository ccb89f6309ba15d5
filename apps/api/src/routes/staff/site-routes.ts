import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import {
  CategorySeoInput,
  EditionQuery,
  HomeSlideInput,
  HomeSlideListParams,
  HomeSlideParams,
  ItemParams,
  LanguageQuery,
  MenuItemCreate,
  MenuItemUpdate,
  MenuQuery,
  SeoTextInput,
  StaffCategorySeo,
  StaffHomeSlide,
  StaffMenu,
  StaffMenuItem,
  StaffSeoText,
} from '../../contracts/staff-site.ts';
import { requireStaff, staffBase } from '../../plugins/staff-authentication.ts';
import {
  createHomeSlide,
  deleteHomeSlide,
  readHomeSlide,
  readHomeSlides,
  updateHomeSlide,
} from '../../staff/content/staff-home-slides.ts';
import {
  createMenuItem,
  deleteMenuItem,
  readMenu,
  updateMenuItem,
} from '../../staff/content/staff-menus.ts';
import {
  readCategorySeo,
  readHomeSeoTexts,
  updateCategorySeo,
  updateHomeSeoText,
} from '../../staff/content/staff-seo-texts.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

/** The storefront's menus and home are the content editor's (and the owner's). */
const config = { staffPermission: 'content.manage' } as const;
const refusals = {
  400: ValidationErrorBody,
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
};

/**
 * Menus, home sliders and banners, SEO texts (issue 16). Every change is audited and announced
 * (`content`; a category's SEO shows in catalogue answers, `catalogue`), so every api and web
 * drops what showed the old one at once.
 */
export const siteRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  app.get(
    `${staffBase}menus/`,
    {
      config,
      schema: {
        summary: 'The main or footer menu of one edition and language, as a three-level tree',
        tags,
        querystring: MenuQuery,
        response: { 200: StaffMenu, ...refusals },
      },
    },
    (request) => readMenu(db, request.query),
  );

  app.post(
    `${staffBase}menus/items/`,
    {
      config,
      schema: {
        summary: 'Add a menu item, last under its parent (a fourth level is refused)',
        tags,
        querystring: StaffQuery,
        body: MenuItemCreate,
        response: { 201: StaffMenuItem, ...refusals },
      },
    },
    async (request, reply) => {
      const item = await createMenuItem(db, requireStaff(request), request.body);
      await app.announceChange('content');
      return reply.code(201).send(item);
    },
  );

  app.put(
    `${staffBase}menus/items/:id/`,
    {
      config,
      schema: {
        summary: 'Rename, relink or move a menu item among its siblings',
        tags,
        params: ItemParams,
        querystring: StaffQuery,
        body: MenuItemUpdate,
        response: { 200: StaffMenuItem, ...refusals },
      },
    },
    async (request) => {
      const item = await updateMenuItem(db, requireStaff(request), request.params.id, request.body);
      await app.announceChange('content');
      return item;
    },
  );

  app.delete(
    `${staffBase}menus/items/:id/`,
    {
      config,
      schema: {
        summary: 'Remove a menu item and everything under it',
        tags,
        params: ItemParams,
        querystring: StaffQuery,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteMenuItem(db, requireStaff(request), request.params.id);
      await app.announceChange('content');
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${staffBase}home/:kind/`,
    {
      config,
      schema: {
        summary: 'The home sliders or banners of one edition and language, withdrawn ones too',
        tags,
        params: HomeSlideListParams,
        querystring: EditionQuery,
        response: { 200: z.array(StaffHomeSlide), ...refusals },
      },
    },
    (request) => readHomeSlides(db, request.params.kind, request.query),
  );

  app.post(
    `${staffBase}home/:kind/`,
    {
      config,
      schema: {
        summary: 'Add a home slider or banner',
        tags,
        params: HomeSlideListParams,
        querystring: StaffQuery,
        body: HomeSlideInput,
        response: { 201: StaffHomeSlide, ...refusals },
      },
    },
    async (request, reply) => {
      const slide = await createHomeSlide(
        db,
        requireStaff(request),
        request.params.kind,
        request.body,
      );
      await app.announceChange('content');
      return reply.code(201).send(slide);
    },
  );

  app.get(
    `${staffBase}home/:kind/:id/`,
    {
      config,
      schema: {
        summary: 'One home slider or banner, as the edit form shows it',
        tags,
        params: HomeSlideParams,
        querystring: StaffQuery,
        response: { 200: StaffHomeSlide, ...refusals },
      },
    },
    (request) => readHomeSlide(db, request.params.kind, request.params.id),
  );

  app.put(
    `${staffBase}home/:kind/:id/`,
    {
      config,
      schema: {
        summary: 'Replace a home slider or banner (publishing, withdrawing or rescheduling it)',
        tags,
        params: HomeSlideParams,
        querystring: StaffQuery,
        body: HomeSlideInput,
        response: { 200: StaffHomeSlide, ...refusals },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const slide = await updateHomeSlide(db, requireStaff(request), kind, id, request.body);
      await app.announceChange('content');
      return slide;
    },
  );

  app.delete(
    `${staffBase}home/:kind/:id/`,
    {
      config,
      schema: {
        summary: 'Remove a home slider or banner',
        tags,
        params: HomeSlideParams,
        querystring: StaffQuery,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteHomeSlide(db, requireStaff(request), request.params.kind, request.params.id);
      await app.announceChange('content');
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${staffBase}seo/home-texts/`,
    {
      config,
      schema: {
        summary: 'The SEO texts at the foot of the home, for one edition and language',
        tags,
        querystring: EditionQuery,
        response: { 200: z.array(StaffSeoText), ...refusals },
      },
    },
    (request) => readHomeSeoTexts(db, request.query),
  );

  app.put(
    `${staffBase}seo/home-texts/:id/`,
    {
      config,
      schema: {
        summary: 'Replace one SEO text of the home',
        tags,
        params: ItemParams,
        querystring: StaffQuery,
        body: SeoTextInput,
        response: { 200: StaffSeoText, ...refusals },
      },
    },
    async (request) => {
      const text = await updateHomeSeoText(
        db,
        requireStaff(request),
        request.params.id,
        request.body,
      );
      await app.announceChange('content');
      return text;
    },
  );

  app.get(
    `${staffBase}seo/categories/`,
    {
      config,
      schema: {
        summary: 'Every category’s SEO title, description and text in one language, by name',
        tags,
        querystring: LanguageQuery,
        response: { 200: z.array(StaffCategorySeo), ...refusals },
      },
    },
    (request) => readCategorySeo(db, request.query),
  );

  app.put(
    `${staffBase}seo/categories/:id/`,
    {
      config,
      schema: {
        summary: 'Replace a category’s SEO title, description and text in one language',
        tags,
        params: ItemParams,
        querystring: StaffQuery,
        body: CategorySeoInput,
        response: { 200: StaffCategorySeo, ...refusals },
      },
    },
    async (request) => {
      const seo = await updateCategorySeo(
        db,
        requireStaff(request),
        request.params.id,
        request.body,
      );
      await app.announceChange('catalogue');
      return seo;
    },
  );
};
