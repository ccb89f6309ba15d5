import type autocannon from 'autocannon';

/**
 * Issue 6's figures: adding a row to a cart (the server prices it from the catalogue) and whole
 * guest checkouts (cart, row, checkout data, transfer order) per second.
 */
const store = 'store=ESSM&language=es';
const cartCount = 100;

export const checkoutData = {
  email: 'bench@example.com',
  name: 'Ana',
  surnames: 'García López',
  phone: '612345678',
  shipping_address: 'Calle Mayor',
  shipping_number: '12',
  shipping_postal_code: '28013',
  shipping_city: 'Madrid',
  shipping_province: 'Madrid',
};

async function call<Body>(url: string, method: string, body?: object): Promise<Body> {
  const response = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Body;
}

/** The seeded anti-limescale cleaner: a plain product with 500 in stock in every catalogue. */
export async function plainProductId(apiUrl: string): Promise<number> {
  const found = await call<{ results: { id: number; ref: string }[] }>(
    `${apiUrl}/catalog/v1/weblist_products/?${store}&q=limpiador%20antical`,
    'GET',
  );
  const product =
    found.results.find((candidate) => candidate.ref === 'BRS-CL730') ?? found.results[0];
  if (!product) throw new Error('no product found for the cart benchmark');
  return product.id;
}

export const cartRowsPath = `/cart/v1/cart-rows/?${store}`;

/**
 * The add-row request for autocannon: each request goes to the next of 100 carts, so no cart
 * grows past a few dozen rows (nor past the product's stock) during a run.
 */
export async function addRowRequest(apiUrl: string): Promise<autocannon.Request> {
  const productId = await plainProductId(apiUrl);
  const carts: string[] = [];
  for (let index = 0; index < cartCount; index += 1)
    carts.push((await call<{ id: string }>(`${apiUrl}/cart/v1/carts/?${store}`, 'POST')).id);
  let next = 0;
  return {
    method: 'POST',
    path: cartRowsPath,
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => {
      next = (next + 1) % carts.length;
      return {
        ...request,
        body: JSON.stringify({ cart: carts[next], product_id: productId, quantity: 1 }),
      };
    },
  };
}

export interface CheckoutFigures {
  /** Whole checkouts completed per second. */
  perSecond: number;
  completed: number;
  failed: number;
  /** Milliseconds for one whole checkout (four calls). */
  p50: number;
  p95: number;
}

/** `workers` guests check out one after another for `seconds`, each a whole purchase by transfer. */
export async function measureCheckouts(
  apiUrl: string,
  workers: number,
  seconds: number,
): Promise<CheckoutFigures> {
  const productId = await plainProductId(apiUrl);
  const durations: number[] = [];
  let failed = 0;
  const deadline = Date.now() + seconds * 1000;
  async function guest() {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const cart = await call<{ id: string }>(`${apiUrl}/cart/v1/carts/?${store}`, 'POST');
        await call(`${apiUrl}${cartRowsPath}`, 'POST', {
          cart: cart.id,
          product_id: productId,
          quantity: 1,
        });
        await call(`${apiUrl}/cart/v1/carts/${cart.id}/?${store}`, 'PUT', checkoutData);
        await call(`${apiUrl}/payment/v1/transfer/payments/create_order/?${store}`, 'POST', {
          cart: cart.id,
          idempotency_key: crypto.randomUUID(),
        });
        durations.push(performance.now() - started);
      } catch {
        failed += 1;
      }
    }
  }
  const began = Date.now();
  await Promise.all(Array.from({ length: workers }, guest));
  const elapsed = (Date.now() - began) / 1000;
  durations.sort((a, b) => a - b);
  const at = (fraction: number) =>
    durations[Math.min(durations.length - 1, Math.ceil(fraction * durations.length) - 1)] ??
    Number.NaN;
  return {
    perSecond: durations.length / elapsed,
    completed: durations.length,
    failed,
    p50: at(0.5),
    p95: at(0.95),
  };
}
