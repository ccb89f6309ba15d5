import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InstallationCityList,
  InstallationCitySearchQuery,
  InstallationPlaceList,
} from '../../contracts/product.ts';
import { StoreQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { openPlacesService, type PlacesSettings } from '../../places/places-service.ts';
import type { RouteOptions } from '../route-options.ts';
import { readInstallationCities } from '../../catalog/pricing/installation-cities.ts';
import { installationPlaces } from './installation-places.ts';
import { readInstallationServices } from './installation-services.ts';

export type InstallationRouteOptions = RouteOptions & { places: PlacesSettings };

/** Installation booking data (Spain only): additions to SPEC section 7 under /catalog/v1/. */
export const installationRoutes: FastifyPluginAsyncZod<InstallationRouteOptions> = async (
  app,
  { db, places: settings },
) => {
  const places = await openPlacesService(settings);
  app.addHook('onClose', places.close);

  app.get(
    '/catalog/v1/installation-cities/',
    {
      schema: {
        summary: 'Installation provinces with prices per distance, and the booking questions',
        description:
          'An addition to SPEC section 7 for the installation booking (the city and service ' +
          'lists of SPEC section 3). Both empty where the store ' +
          'has no installation service (facility_available false: FRSM).',
        tags: ['installation'],
        querystring: StoreQuery,
        response: { 200: InstallationCityList, 400: ValidationErrorBody },
      },
    },
    async (request) => {
      const [results, services] = await Promise.all([
        readInstallationCities(db, request.query.store),
        readInstallationServices(db, request.query),
      ]);
      return { results, services };
    },
  );

  app.get(
    '/catalog/v1/installation-cities/search/',
    {
      schema: {
        summary:
          "Municipalities matching q, each with its province's installation city (not in the spec)",
        description:
          'An addition to SPEC section 7: the places text search (Spain, Spanish) runs on the ' +
          'server; a municipality whose province has no installer carries the message ' +
          "'Actualmente, nuestro servicio no está disponible en esta ciudad.'",
        tags: ['installation'],
        querystring: InstallationCitySearchQuery,
        response: { 200: InstallationPlaceList, 400: ValidationErrorBody },
      },
    },
    async (request) => ({
      results: await installationPlaces(db, places.client, request.query, request.locale),
    }),
  );
};
