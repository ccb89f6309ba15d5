import { apiListingPath, priceFilterSlug, type ListingChoice } from './cache-missing-listing.ts';
import { checkoutData } from './checkout-load.ts';
import type { Driver, PageStep, Visitor } from './shopper-model.ts';

/**
 * Who answers the shopper model's pages. The shop: its web, asked the way a browser without
 * JavaScript asks (whole HTML pages, form posts answered with a redirect, cookies kept). The
 * baseline: bare servers doing the least each kind of page needs (`bare-shopper-server.ts`).
 */

const priceBounds = new Set([`${priceFilterSlug}_min`, `${priceFilterSlug}_max`]);

/** The category page of a drawn listing: the same filters, prices typed in euros. */
export function webListingPath({ category, params }: ListingChoice): string {
  const query = new URLSearchParams(
    params.map(([name, value]): [string, string] => [
      name,
      priceBounds.has(name) ? (Number(value) / 100).toFixed(2) : value,
    ]),
  ).toString();
  return `/${category}${query ? `?${query}` : ''}`;
}

class UnexpectedAnswer extends Error {
  constructor(method: string, path: string, status: number) {
    super(`${method} ${path} answered ${status}`);
  }
}

/** The guest's checkout form as typed, placing the order by transfer. */
const placeOrderForm = {
  ...checkoutData,
  payment_method_selected: 'transfer',
  intent: 'place',
};

/** One shopper on the shop's web: a browser's cookie jar and the pages it is sent to. */
class WebVisitor implements Visitor {
  private readonly cookies = new Map<string, string>();
  private resultPath = '/checkout/result';

  constructor(private readonly webUrl: string) {}

  private keep(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const forgotten = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
      if (forgotten) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }

  private async send(path: string, signal: AbortSignal, form?: Record<string, string>) {
    const method = form ? 'POST' : 'GET';
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.webUrl}${path}`, {
      method,
      redirect: 'manual',
      signal,
      headers: {
        accept: 'text/html',
        ...(cookie ? { cookie } : {}),
        ...(form ? { origin: this.webUrl } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    await response.arrayBuffer();
    this.keep(response);
    // A page is read whole; a form post is answered with the redirect a browser follows.
    const expected = form ? response.status >= 300 && response.status < 400 : response.ok;
    if (!expected) throw new UnexpectedAnswer(method, path, response.status);
    return response;
  }

  async ask(step: PageStep, signal: AbortSignal): Promise<void> {
    switch (step.page) {
      case 'listing':
        await this.send(webListingPath(step.listing), signal);
        return;
      case 'product':
        await this.send(step.path, signal);
        return;
      case 'add-row': {
        const form = { product_id: String(step.productId), quantity: '1' };
        // A refused row sends the shopper back with the reason; an added one, to the cart.
        const location = (await this.send('/cart/add', signal, form)).headers.get('location');
        if (location !== '/cart') throw new Error(`POST /cart/add sent the shopper to ${location}`);
        return;
      }
      case 'cart':
        await this.send('/cart', signal);
        return;
      case 'checkout':
        await this.send('/checkout', signal);
        return;
      case 'place-order': {
        const form = { ...placeOrderForm, idempotency_key: crypto.randomUUID() };
        const placed = await this.send('/checkout', signal, form);
        this.resultPath = new URL(placed.headers.get('location') ?? '', this.webUrl).pathname;
        return;
      }
      case 'order-result':
        await this.send(this.resultPath, signal);
    }
  }
}

export const webDriver =
  (webUrl: string): Driver =>
  () =>
    new WebVisitor(webUrl);

const bareCartRowsPath = '/cart/v1/cart-rows/';

/** The bare servers: listings and cart rows in one process, the stand-in render in another. */
export interface BareServers {
  dataUrl: string;
  renderUrl: string;
}

/**
 * One shopper on the bare servers: a listing is the api's listing use case for the same
 * drawn listing, every other page a render of the stand-in home (its data in memory), and a
 * cart write (adding a row, placing the order) a locked cart and an inserted row in its own
 * cart.
 */
class BareVisitor implements Visitor {
  /** What the order's row stands in for: the product last put in the cart. */
  private lastProductId = Number.NaN;

  constructor(
    private readonly servers: BareServers,
    private readonly cartId: string,
  ) {}

  private async send(url: string, signal: AbortSignal, body?: object) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      signal,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new UnexpectedAnswer(body ? 'POST' : 'GET', url, response.status);
  }

  private addRow(signal: AbortSignal) {
    const row = { cart: this.cartId, product_id: this.lastProductId, quantity: 1 };
    return this.send(`${this.servers.dataUrl}${bareCartRowsPath}`, signal, row);
  }

  ask(step: PageStep, signal: AbortSignal): Promise<void> {
    switch (step.page) {
      case 'listing':
        return this.send(`${this.servers.dataUrl}${apiListingPath(step.listing)}`, signal);
      case 'add-row':
        this.lastProductId = step.productId;
        return this.addRow(signal);
      case 'place-order':
        return this.addRow(signal);
      default:
        return this.send(`${this.servers.renderUrl}/`, signal);
    }
  }
}

/** Each shopper writes to a cart of its own, created on the shop before it stopped. */
export function bareDriver(servers: BareServers, cartIds: string[]): Driver {
  return (shopper) => {
    const cartId = cartIds[shopper % cartIds.length];
    if (!cartId) throw new Error('the bare shopper baseline needs carts');
    return new BareVisitor(servers, cartId);
  };
}
