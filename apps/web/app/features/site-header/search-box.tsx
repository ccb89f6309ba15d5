import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { Form, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { useLocalizedPath, useTranslate } from '../../lib/use-storefront.ts';
import { useSearchSuggestions } from '../search-suggestions/use-search-suggestions.ts';

// Fetched when the box is first focused: most pages are read without searching.
const loadPanel = () => import('../search-suggestions/suggestions-panel.tsx');
const SuggestionsPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.SuggestionsPanel })),
);

/** Up and down arrows move from the box through the suggestions, as in a list. */
function moveBetweenSuggestions(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('input, a')];
  const index = items.findIndex((item) => item === document.activeElement);
  const next = items[index + (event.key === 'ArrowDown' ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * A plain GET form to /buscar (works before JavaScript loads); with JavaScript it suggests
 * products and categories as the customer types.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const t = useTranslate();
  const localized = useLocalizedPath();
  const inputId = useId();
  const panelId = useId();
  const { pathname, search, key } = useLocation();
  const searchPath = localized('/buscar');
  const current = pathname === searchPath ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [query, setQuery] = useState(current);
  // Open on the page it was opened on: a chosen suggestion opens another page, which closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = (open: boolean) => setOpenOn(open ? key : null);
  const suggestions = useSearchSuggestions(query);
  const inputRef = useRef<HTMLInputElement>(null);
  // Words typed while the page was still loading are in the box but never reached React:
  // adopt them once it hydrates, so a quick typist on a slow phone still gets suggestions.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === query) return;
    setQuery(input.value);
    if (document.activeElement === input) setOpenOn(key);
  }, [query, key]);
  const shown = openOn === key && suggestions !== undefined;

  // Leaving the box and its suggestions closes them; moving between them does not.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <Form
      role="search"
      method="get"
      action={searchPath}
      onFocus={() => {
        void loadPanel();
        setOpen(true);
      }}
      onBlur={onBlur}
      onSubmit={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
        else moveBetweenSuggestions(event);
      }}
      className={`relative ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('layout.header.search.label')}
      </label>
      <div className="flex h-11 items-center rounded-full border border-line bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200">
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          autoComplete="off"
          aria-controls={shown ? panelId : undefined}
          placeholder={t('layout.header.search.placeholder')}
          className="h-full min-w-0 flex-1 rounded-l-full bg-transparent pl-5 text-base text-ink placeholder:text-ink-soft focus:outline-none"
        />
        <button
          type="submit"
          className="mr-1 flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
        >
          <Icon name="search" className="size-5" />
          <span className="sr-only">{t('layout.header.search.submit')}</span>
        </button>
      </div>
      {shown && (
        <Suspense fallback={null}>
          <SuggestionsPanel
            id={panelId}
            suggestions={suggestions}
            searchHref={`${searchPath}?${new URLSearchParams({ q: query.trim() }).toString()}`}
          />
        </Suspense>
      )}
    </Form>
  );
}
