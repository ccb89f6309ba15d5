import { comparableName } from './province-names.ts';
import { municipalitiesByProvince } from './spanish-municipalities.ts';

interface Municipality {
  name: string;
  province: string;
  comparable: string;
  comparableProvince: string;
}

const municipalities: readonly Municipality[] = Object.entries(municipalitiesByProvince).flatMap(
  ([province, names]) =>
    names.map((name) => ({
      name,
      province,
      comparable: comparableName(name),
      comparableProvince: comparableName(province),
    })),
);

const placeId = (municipality: Municipality) =>
  `sandbox-${comparableName(`${municipality.province}-${municipality.name}`).replace(/[^a-z0-9]+/g, '-')}`;

/** Exact name first, then names starting with the words, then names containing them. */
function rank(municipality: Municipality, words: string): number {
  if (municipality.comparable === words) return 0;
  if (municipality.comparable.startsWith(words)) return 1;
  if (municipality.comparable.includes(words)) return 2;
  return -1;
}

/**
 * Municipalities as Text Search (New) returns places; after a comma comes the province
 * ('Getafe, Madrid'), and a trailing 'España' is ignored.
 */
export function searchGazetteer(textQuery: string, limit: number) {
  const [name = '', ...rest] = comparableName(textQuery)
    .replace(/,?\s*(espana|spain)$/, '')
    .split(',')
    .map((part) => part.trim());
  const province = rest.join(' ');
  return municipalities
    .map((municipality) => ({ municipality, rank: rank(municipality, name) }))
    .filter(
      (match) =>
        match.rank >= 0 &&
        (province === '' || match.municipality.comparableProvince.includes(province)),
    )
    .sort((a, b) => a.rank - b.rank || a.municipality.name.localeCompare(b.municipality.name, 'es'))
    .slice(0, limit)
    .map(({ municipality }) => ({
      id: placeId(municipality),
      displayName: { text: municipality.name, languageCode: 'es' },
      formattedAddress: `${municipality.name}, ${municipality.province}, España`,
      addressComponents: [
        {
          longText: municipality.name,
          shortText: municipality.name,
          types: ['locality', 'political'],
          languageCode: 'es',
        },
        {
          longText: municipality.province,
          shortText: municipality.province,
          types: ['administrative_area_level_2', 'political'],
          languageCode: 'es',
        },
        {
          longText: 'España',
          shortText: 'ES',
          types: ['country', 'political'],
          languageCode: 'es',
        },
      ],
    }));
}
