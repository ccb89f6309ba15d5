import type { Env } from '../env.ts';
import { EnvError } from '../env.ts';
import { createPlacesClient, type PlacesClient } from './places-client.ts';
import { startPlacesSandbox } from './places-sandbox.ts';

/** Google's endpoint: the default in production. */
export const googlePlacesUrl = 'https://places.googleapis.com';

export type PlacesSettings = Pick<
  Env,
  'NODE_ENV' | 'PLACES_API_URL' | 'PLACES_API_KEY' | 'PLACES_SANDBOX_PORT'
>;

/** The client the installation search uses, and what to close with the api. */
export async function openPlacesService(
  settings: PlacesSettings,
): Promise<{ client: PlacesClient; url: string; close: () => Promise<void> }> {
  const { PLACES_API_URL, PLACES_API_KEY, NODE_ENV } = settings;
  if (PLACES_API_URL === undefined && NODE_ENV !== 'production') {
    const sandbox = await startPlacesSandbox({ port: settings.PLACES_SANDBOX_PORT });
    const client = createPlacesClient({
      baseUrl: sandbox.url,
      apiKey: PLACES_API_KEY ?? 'sandbox',
    });
    return { client, url: sandbox.url, close: sandbox.close };
  }
  // Outside production a sandbox elsewhere (another process) accepts any key.
  const apiKey = PLACES_API_KEY ?? (NODE_ENV === 'production' ? undefined : 'sandbox');
  if (apiKey === undefined)
    throw new EnvError('Invalid environment: PLACES_API_KEY: required for the places service');
  const url = PLACES_API_URL ?? googlePlacesUrl;
  return { client: createPlacesClient({ baseUrl: url, apiKey }), url, close: async () => {} };
}
