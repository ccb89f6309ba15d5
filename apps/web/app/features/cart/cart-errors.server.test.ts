import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartRefusal } from './cart-errors.server.ts';

/** What the api client throws for a non-2xx answer: the raw body as `detail`. */
const apiError = (status: number, body: unknown) =>
  data({ detail: typeof body === 'string' ? body : JSON.stringify(body) }, { status });

describe('cartRefusal', () => {
  it('reads a DRF detail', () => {
    expect(cartRefusal(apiError(400, { detail: 'Articulo fuera de stock.' }))).toEqual({
      status: 400,
      message: 'Articulo fuera de stock.',
      field: null,
    });
  });

  it('reads the first field message and names the field', () => {
    const error = apiError(400, { postal_code: ['Indica el código postal'], quantity: ['x'] });
    expect(cartRefusal(error)).toEqual({
      status: 400,
      message: 'Indica el código postal',
      field: 'postal_code',
    });
    expect(cartRefusal(apiError(400, { non_field_errors: ['No'] }))?.field).toBeNull();
  });

  it('leaves outages and unknown errors to the error page', () => {
    expect(cartRefusal(apiError(503, { detail: 'down' }))).toBeNull();
    expect(cartRefusal(new Error('boom'))).toBeNull();
    expect(cartRefusal(apiError(404, 'not json'))).toEqual({
      status: 404,
      message: null,
      field: null,
    });
  });
});
