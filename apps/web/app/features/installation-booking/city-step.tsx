import type { InstallationCityData } from '@shop/api/contracts';
import { domainErrorMessageKey } from '@shop/domain';
import { useId, useState } from 'react';
import { useTranslate } from '../../lib/use-storefront.ts';
import { useInstallationPlaces } from './use-installation-places.ts';

/** Step 3: the municipality, found by the places search; its province's installers serve it. */
export function CityStep({ onChoose }: { onChoose: (city: InstallationCityData) => void }) {
  const t = useTranslate();
  const id = useId();
  const [text, setText] = useState('');
  const places = useInstallationPlaces();
  return (
    <div className="space-y-3">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          places.search(text);
        }}
        className="flex items-end gap-2"
      >
        <div className="flex-1">
          <label htmlFor={`${id}-city`} className="text-sm font-medium">
            {t('product.installation.city.label')}
          </label>
          <input
            id={`${id}-city`}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autoComplete="address-level2"
            minLength={2}
            className="mt-1 block h-11 w-full rounded-lg border border-line bg-white px-3"
          />
        </div>
        <button
          type="submit"
          className="h-11 rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {places.searching
            ? t('product.installation.city.searching')
            : t('product.installation.city.search')}
        </button>
      </form>
      {places.places && places.places.length === 0 && (
        <p role="alert" className="text-sm font-semibold text-accent-700">
          {t(domainErrorMessageKey('installation.city_unavailable'))}
        </p>
      )}
      {places.places && places.places.length > 0 && (
        <ul aria-label={t('product.installation.city.choose')} className="space-y-2">
          {places.places.map((place) => (
            <li key={place.place_id}>
              {place.installation_city ? (
                <button
                  type="button"
                  onClick={() => place.installation_city && onChoose(place.installation_city)}
                  className="w-full rounded-xl border border-line bg-white px-3 py-2 text-left hover:border-brand-700"
                >
                  <span className="block font-semibold">{place.name}</span>
                  <span className="text-sm text-ink-soft">{place.formatted_address}</span>
                </button>
              ) : (
                <div className="rounded-xl border border-line bg-white px-3 py-2">
                  <span className="block font-semibold">{place.name}</span>
                  <span role="alert" className="text-sm font-semibold text-accent-700">
                    {t(domainErrorMessageKey('installation.city_unavailable'))}
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
