import {
  cacheChangesPath,
  changeScopeOf,
  changeScopes,
  internalTokenHeader,
  staleCopies,
  type ChangeScope,
  type KeptCopy,
} from '@shop/ops';
import { cachedJson } from './api-cache.server.ts';
import { cachedPage } from './page-cache.server.ts';
import { forgetStores } from './storefront.server.ts';

/*
 * The web's side of cache invalidation (apps/api/src/cache-invalidation/): the web's server
 * follows the api's change stream and drops what each change makes stale, so a published
 * change shows at once rather than when the kept copies expire. Following the api (rather than
 * Redis) keeps the web free of a Redis of its own and works alike on one machine and many:
 * whichever api instance the stream reaches relays the changes of all of them.
 */

/** How the web drops each copy it keeps; the api's answer cache is the api's own business. */
const dropCopy: Partial<Record<KeptCopy, () => void>> = {
  'web-pages': () => cachedPage.clear(),
  'web-api-answers': () => cachedJson.clear(),
  'web-store-config': forgetStores,
};

/** Drops every copy the change makes stale (staleCopies, the one table of what each clears). */
export function dropStaleCopies(scope: ChangeScope): void {
  for (const copy of staleCopies[scope]) dropCopy[copy]?.();
}

/** What the web may have missed while it did not follow the stream. */
function dropEverything(): void {
  for (const scope of changeScopes) dropStaleCopies(scope);
}

/** Calls `onData` with the data of each server-sent event of the stream, until it ends. */
async function readEvents(body: ReadableStream<Uint8Array>, onData: (data: string) => void) {
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true });
    let end = buffered.indexOf('\n\n');
    while (end !== -1) {
      const data = buffered
        .slice(0, end)
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice('data:'.length).trim())
        .join('\n');
      if (data !== '') onData(data);
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\n\n');
    }
  }
}

export type FollowOptions = {
  apiUrl: string;
  /** INTERNAL_API_TOKEN: the api streams its changes to the shop's own processes only. */
  token: string;
  /** Wait before following again after the stream failed or ended. */
  retryMs?: number;
  log?: (message: string) => void;
};

/**
 * Follows the api's change stream until the returned call stops it, following again after
 * `retryMs` whenever the api is away (restarting, replaced). Whenever the stream starts or
 * ends, everything kept is dropped: changes announced meanwhile were not heard.
 */
export function followCacheChanges({
  apiUrl,
  token,
  retryMs = 1_000,
  log = () => {},
}: FollowOptions): () => void {
  const stopping = new AbortController();
  // One line per outage, not one per retry.
  let away = false;
  const follow = async () => {
    while (!stopping.signal.aborted) {
      try {
        const response = await fetch(new URL(cacheChangesPath, apiUrl), {
          headers: { accept: 'text/event-stream', [internalTokenHeader]: token },
          signal: stopping.signal,
        });
        if (!response.ok || !response.body) throw new Error(`the api answered ${response.status}`);
        dropEverything();
        away = false;
        await readEvents(response.body, (data) => {
          const scope = changeScopeOf(data);
          if (scope !== undefined) dropStaleCopies(scope);
        });
      } catch (error) {
        if (stopping.signal.aborted) return;
        if (!away) log(`web: not following the api's cache changes (${String(error)}), retrying`);
        away = true;
      }
      dropEverything();
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  };
  void follow();
  return () => stopping.abort();
}
