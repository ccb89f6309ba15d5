import type { CategoryFilter, CategoryFilterOption } from '@shop/api/contracts';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';

function Count({ count }: { count: number | null }) {
  const t = useTranslate();
  if (count === null) return null;
  return <span className="text-ink-soft">{t('listing.filters.count', { count })}</span>;
}

const visible = (filter: CategoryFilter) => filter.options.filter((option) => !option.hidden);
/** An option no product would match is shown, but cannot be chosen (unless it is chosen). */
const unavailable = (option: CategoryFilterOption) => option.count === 0 && !option.selected;

/** One value per filter (domain applyFilter): radio buttons, styled as pills or swatches. */
export function ChoiceOptions({ filter }: { filter: CategoryFilter }) {
  const isColour = filter.filter_type === 'color';
  return (
    <ul className="flex flex-wrap gap-2">
      {visible(filter).map((option) => (
        <li key={option.id}>
          <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:outline-3 has-focus-visible:outline-accent-500">
            <input
              type="radio"
              name={filter.slug}
              value={option.slug}
              defaultChecked={option.selected}
              disabled={unavailable(option)}
              className="sr-only"
            />
            {isColour && (
              <span
                aria-hidden="true"
                className="size-5 shrink-0 rounded-full ring-1 ring-ink/20"
                style={{ background: option.color ?? 'transparent' }}
              />
            )}
            <span>
              {option.name} <Count count={option.count} />
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

export function ToggleOption({ filter }: { filter: CategoryFilter }) {
  const t = useTranslate();
  const option = visible(filter)[0];
  if (!option) return null;
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
      <input
        type="checkbox"
        name={filter.slug}
        value={option.slug}
        defaultChecked={option.selected}
        disabled={unavailable(option)}
        className="size-5 accent-brand-700"
      />
      <span>
        {t('listing.filters.yes')} <Count count={option.count} />
      </span>
    </label>
  );
}

/** Hyperlink filters lead to another listing (a subcategory). */
export function LinkOptions({ filter }: { filter: CategoryFilter }) {
  return (
    <ul className="space-y-1">
      {visible(filter).map((option) =>
        option.url ? (
          <li key={option.id}>
            <ShopLink
              to={option.url}
              className="flex min-h-10 items-center justify-between rounded-lg px-2 text-sm text-brand-800 underline-offset-2 hover:bg-brand-50 hover:underline"
            >
              {option.name} <Count count={option.count} />
            </ShopLink>
          </li>
        ) : null,
      )}
    </ul>
  );
}
