import { z } from 'zod';

/** A place as the shop reads it: the municipality and the province it belongs to. */
export interface PlaceMatch {
  id: string;
  name: string;
  formattedAddress: string;
  /** The Spanish province (administrative_area_level_2), when the place has one. */
  province: string | null;
  countryCode: string | null;
  location: { latitude: number; longitude: number } | null;
}

export interface PlacesClient {
  /** Text search restricted to Spain and answered in Spanish (SPEC section 7). */
  searchText(textQuery: string, options?: { includedType?: string }): Promise<PlaceMatch[]>;
}

export class PlacesUnavailableError extends Error {
  override name = 'PlacesUnavailableError';
}

/** The fields asked for: Text Search (New) answers nothing without a field mask. */
export const placesFieldMask =
  'places.id,places.displayName,places.formattedAddress,places.addressComponents,places.location';

const AddressComponent = z.object({
  longText: z.string(),
  shortText: z.string().optional(),
  types: z.array(z.string()).default([]),
});

const Place = z.object({
  id: z.string(),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().default(''),
  addressComponents: z.array(AddressComponent).default([]),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
});

/** An empty result is `{}`: Google leaves `places` out. */
export const SearchTextResponse = z.object({ places: z.array(Place).default([]) });

function toPlaceMatch(place: z.infer<typeof Place>): PlaceMatch {
  const component = (type: string) =>
    place.addressComponents.find((candidate) => candidate.types.includes(type));
  return {
    id: place.id,
    name: place.displayName?.text ?? component('locality')?.longText ?? '',
    formattedAddress: place.formattedAddress,
    province: component('administrative_area_level_2')?.longText ?? null,
    countryCode: component('country')?.shortText ?? null,
    location: place.location ?? null,
  };
}

/**
 * Adapter for the Google Places API (New) Text Search, `POST {baseUrl}/v1/places:searchText`;
 * the local sandbox speaks the same protocol. regionCode only biases Google's results, so
 * places outside Spain are dropped here as well.
 */
export function createPlacesClient({
  baseUrl,
  apiKey,
  timeoutMs = 3000,
}: {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}): PlacesClient {
  const endpoint = `${baseUrl.replace(/\/$/, '')}/v1/places:searchText`;
  return {
    async searchText(textQuery, options = {}) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-goog-api-key': apiKey,
            'x-goog-fieldmask': placesFieldMask,
          },
          body: JSON.stringify({
            textQuery,
            languageCode: 'es',
            regionCode: 'ES',
            ...(options.includedType ? { includedType: options.includedType } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new PlacesUnavailableError('places service unreachable', { cause: error });
      }
      if (!response.ok)
        throw new PlacesUnavailableError(`places service answered ${response.status}`);
      const parsed = SearchTextResponse.safeParse(await response.json());
      if (!parsed.success) throw new PlacesUnavailableError('places service answer unreadable');
      return parsed.data.places
        .map(toPlaceMatch)
        .filter((place) => place.countryCode === null || place.countryCode === 'ES');
    },
  };
}
