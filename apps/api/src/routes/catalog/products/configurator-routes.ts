import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailErrorBody, ValidationErrorBody } from '../../../contracts/common.ts';
import {
  AttributesManyQuery,
  ComplementsQuery,
  ConfiguratorComplementData,
  ConfiguratorVariantData,
  PriceConfigurationRequest,
  PriceConfigurationResponse,
  ProductAttributesMany,
  ProductConfiguratorData,
  ProductIdParams,
  ProductQuery,
} from '../../../contracts/product.ts';
import type { RouteOptions } from '../../route-options.ts';
import { productPathChoice } from './path-choice.ts';
import { productComplementList } from '../../../catalog/pricing/configurator-complements.ts';
import { productVariants } from '../../../catalog/pricing/configurator-variants.ts';
import { priceProductConfiguration } from '../../../catalog/pricing/price-configuration.ts';
import {
  productConfigurator,
  productConfigurators,
} from '../../../catalog/pricing/product-configurator.ts';
import { findSellableProduct } from '../../../catalog/pricing/sellable-product.ts';

const errors = { 400: ValidationErrorBody, 404: DetailErrorBody };

/** The configurator's data (the domain's input types) and the server's price of a configuration. */
export const configuratorRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/catalog/v1/products/:id/attributes/',
    {
      schema: {
        summary: 'The configurator of a product: groups, options, variants, complement types',
        description:
          "The domain's ConfigurableProduct, field for field, plus display fields; prices are " +
          "the caller's (user_type) under both customer types. A `measure` attribute has one " +
          'option (negative id) carrying the measureRange in cm. ' +
          productPathChoice,
        tags: ['products'],
        params: ProductIdParams,
        querystring: ProductQuery,
        response: { 200: ProductConfiguratorData, ...errors },
      },
    },
    async (request) => productConfigurator(db, request.query, request.params.id),
  );

  app.get(
    '/catalog/v1/products/:id/variants/',
    {
      schema: {
        summary: 'The variants of a product (options.options as optionIds) with their prices',
        description: productPathChoice,
        tags: ['products'],
        params: ProductIdParams,
        querystring: ProductQuery,
        response: { 200: ConfiguratorVariantData.array(), ...errors },
      },
    },
    async (request) => {
      await findSellableProduct(db, request.query, request.params.id);
      const variants = await productVariants(db, request.query, [request.params.id]);
      return variants.get(request.params.id) ?? [];
    },
  );

  app.get(
    '/catalog/v1/products/:id/complements/',
    {
      schema: {
        summary: 'The complements of a product, of one complement type (lazy loading) or all',
        description:
          "The domain's ConfiguratorComplement plus display fields. The installation " +
          'complements are not listed: installation is booked and quoted instead. ' +
          productPathChoice,
        tags: ['products'],
        params: ProductIdParams,
        querystring: ComplementsQuery,
        response: { 200: ConfiguratorComplementData.array(), ...errors },
      },
    },
    async (request) => {
      await findSellableProduct(db, request.query, request.params.id);
      const { complement_type_id } = request.query;
      return productComplementList(db, request.query, request.params.id, complement_type_id);
    },
  );

  app.get(
    '/catalog/v1/products/attributes_many/',
    {
      schema: {
        summary: 'The configurators of several products (product_ids=1,2,3)',
        description:
          'Each product as attributes/ answers it, plus product_id, in the asked order; products ' +
          'not sold in the store are left out. One statement whatever the number of products.',
        tags: ['products'],
        querystring: AttributesManyQuery,
        response: { 200: ProductAttributesMany, 400: ValidationErrorBody },
      },
    },
    async (request) => {
      const ids = request.query.product_ids;
      const configurators = await productConfigurators(db, request.query, ids);
      return ids.flatMap((id) => {
        const configurator = configurators.get(id);
        return configurator ? [{ product_id: id, ...configurator }] : [];
      });
    },
  );

  app.post(
    '/catalog/v1/products/:id/price_configuration/',
    {
      schema: {
        summary: 'The price of a configuration, worked out by the server (not in the spec)',
        description:
          'An addition to SPEC section 7: the server rebuilds the configurator from the ' +
          "database, checks the configuration with the domain's rules and prices it with " +
          "priceConfiguration. Prices or variants in the body are ignored. 400 with the domain's " +
          'message (field `attributes.<id>` for a group or measure, else option_ids, ' +
          'complements, quantity, installation, postal_code).',
        tags: ['products'],
        params: ProductIdParams,
        querystring: ProductQuery,
        body: PriceConfigurationRequest,
        response: { 200: PriceConfigurationResponse, ...errors },
      },
    },
    (request) => priceProductConfiguration(db, request.query, request.params.id, request.body),
  );
};
