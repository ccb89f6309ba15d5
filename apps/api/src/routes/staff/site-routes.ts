import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StaffQuery } from '../../contracts/staff.ts';
import { ContentPreviewLink } from '../../contracts/staff-content.ts';
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
import { makePreviewLink } from '../../staff/content/content-preview.ts';
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
import {
  announced,
  announcedCreation,
  announcedRemoval,
  contentRouteOptions,
} from './content-route-kit.ts';
import type { StaffContext } from './staff-context.ts';

const route = contentRouteOptions({});

/**
 * Menus, home sliders and banners, SEO texts (issue 16). Every change is audited and announced
 * (`content`; a category's SEO shows in catalogue answers, `catalogue`), so every api and web
 * drops what showed the old one at once.
 */
export const siteRoutes: FastifyPluginAsyncZod<StaffContext> = async (
  app,
  { db, jwtSecret, storefrontOrigin },
) => {
  app.get(
    `${staffBase}menus/`,
    route({
      summary: 'The main or footer menu of one edition and language, as a three-level tree',
      querystring: MenuQuery,
      response: { 200: StaffMenu },
    }),
    (request) => readMenu(db, request.query),
  );

  app.post(
    `${staffBase}menus/items/`,
    route({
      summary: 'Add a menu item, last under its parent (a fourth level is refused)',
      querystring: StaffQuery,
      body: MenuItemCreate,
      response: { 201: StaffMenuItem },
    }),
    (request, reply) =>
      announcedCreation(
        app,
        reply,
        'content',
        createMenuItem(db, requireStaff(request), request.body),
      ),
  );

  app.put(
    `${staffBase}menus/items/:id/`,
    route({
      summary: 'Rename, relink or move a menu item among its siblings',
      params: ItemParams,
      querystring: StaffQuery,
      body: MenuItemUpdate,
      response: { 200: StaffMenuItem },
    }),
    (request) =>
      announced(
        app,
        'content',
        updateMenuItem(db, requireStaff(request), request.params.id, request.body),
      ),
  );

  app.delete(
    `${staffBase}menus/items/:id/`,
    route({
      summary: 'Remove a menu item and everything under it',
      params: ItemParams,
      querystring: StaffQuery,
      response: { 204: z.null() },
    }),
    (request, reply) =>
      announcedRemoval(
        app,
        reply,
        'content',
        deleteMenuItem(db, requireStaff(request), request.params.id),
      ),
  );

  app.get(
    `${staffBase}home/:kind/`,
    route({
      summary: 'The home sliders or banners of one edition and language, withdrawn ones too',
      params: HomeSlideListParams,
      querystring: EditionQuery,
      response: { 200: z.array(StaffHomeSlide) },
    }),
    (request) => readHomeSlides(db, request.params.kind, request.query),
  );

  app.post(
    `${staffBase}home/:kind/`,
    route({
      summary: 'Add a home slider or banner',
      params: HomeSlideListParams,
      querystring: StaffQuery,
      body: HomeSlideInput,
      response: { 201: StaffHomeSlide },
    }),
    (request, reply) =>
      announcedCreation(
        app,
        reply,
        'content',
        createHomeSlide(db, requireStaff(request), request.params.kind, request.body),
      ),
  );

  app.get(
    `${staffBase}home/:kind/:id/`,
    route({
      summary: 'One home slider or banner, as the edit form shows it',
      params: HomeSlideParams,
      querystring: StaffQuery,
      response: { 200: StaffHomeSlide },
    }),
    (request) => readHomeSlide(db, request.params.kind, request.params.id),
  );

  app.put(
    `${staffBase}home/:kind/:id/`,
    route({
      summary: 'Replace a home slider or banner (publishing, withdrawing or rescheduling it)',
      params: HomeSlideParams,
      querystring: StaffQuery,
      body: HomeSlideInput,
      response: { 200: StaffHomeSlide },
    }),
    (request) =>
      announced(
        app,
        'content',
        updateHomeSlide(
          db,
          requireStaff(request),
          request.params.kind,
          request.params.id,
          request.body,
        ),
      ),
  );

  app.delete(
    `${staffBase}home/:kind/:id/`,
    route({
      summary: 'Remove a home slider or banner',
      params: HomeSlideParams,
      querystring: StaffQuery,
      response: { 204: z.null() },
    }),
    (request, reply) =>
      announcedRemoval(
        app,
        reply,
        'content',
        deleteHomeSlide(db, requireStaff(request), request.params.kind, request.params.id),
      ),
  );

  app.post(
    `${staffBase}home/:kind/:id/preview/`,
    route({
      summary:
        'A short-lived storefront link showing the home with this slide as saved, even off show',
      params: HomeSlideParams,
      querystring: StaffQuery,
      response: { 200: ContentPreviewLink },
    }),
    (request) => makePreviewLink(db, jwtSecret, storefrontOrigin, request.params),
  );

  app.get(
    `${staffBase}seo/home-texts/`,
    route({
      summary: 'The SEO texts at the foot of the home, for one edition and language',
      querystring: EditionQuery,
      response: { 200: z.array(StaffSeoText) },
    }),
    (request) => readHomeSeoTexts(db, request.query),
  );

  app.put(
    `${staffBase}seo/home-texts/:id/`,
    route({
      summary: 'Replace one SEO text of the home',
      params: ItemParams,
      querystring: StaffQuery,
      body: SeoTextInput,
      response: { 200: StaffSeoText },
    }),
    (request) =>
      announced(
        app,
        'content',
        updateHomeSeoText(db, requireStaff(request), request.params.id, request.body),
      ),
  );

  app.get(
    `${staffBase}seo/categories/`,
    route({
      summary: 'Every category’s SEO title, description and text in one language, by name',
      querystring: LanguageQuery,
      response: { 200: z.array(StaffCategorySeo) },
    }),
    (request) => readCategorySeo(db, request.query),
  );

  app.put(
    `${staffBase}seo/categories/:id/`,
    route({
      summary: 'Replace a category’s SEO title, description and text in one language',
      params: ItemParams,
      querystring: StaffQuery,
      body: CategorySeoInput,
      response: { 200: StaffCategorySeo },
    }),
    (request) =>
      announced(
        app,
        'catalogue',
        updateCategorySeo(db, requireStaff(request), request.params.id, request.body),
      ),
  );
};
