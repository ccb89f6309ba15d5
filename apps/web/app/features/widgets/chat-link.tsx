import { isChatOpen } from '@shop/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';

const minuteMs = 60_000;

function subscribeToMinutes(onChange: () => void) {
  const timer = setInterval(onChange, minuteMs);
  return () => clearInterval(timer);
}

/**
 * Whether the help desk answers now (the domain's schedule, Madrid time). The server renders
 * no answer (null): the visitor's clock decides after hydration, so a page cached across
 * opening hours never shows the wrong state.
 */
function useChatOpen(): boolean | null {
  return useSyncExternalStore(
    subscribeToMinutes,
    () => isChatOpen(new Date()),
    () => null,
  );
}

/** How long after the last scroll the bubble comes back. */
const settleMs = 700;

/**
 * Whether the visitor is scrolling: on phones the bubble steps aside meanwhile, so it never
 * sits on the text or button they are scrolling to, and comes back once they stop.
 */
function useScrolling(): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      clearTimeout(settle);
      settle = setTimeout(() => setScrolling(false), settleMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(settle);
    };
  }, []);
  return scrolling;
}

/** Where the help desk's chat and message form live: the help centre. */
const helpCentre = '/ayuda';

function ChatBubble({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      className={className}
    >
      <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The help-desk chat link widget (SPEC sections 1 and 4): a button in the corner that opens the
 * ways to reach the shop. A <details> element, so it opens without JavaScript too. It must
 * never hide the page: smaller on phones, out of the way while the visitor scrolls, and the
 * page ends with room below the footer so its last line scrolls clear of the corner.
 */
export function ChatLink() {
  const t = useTranslate();
  const { store } = useStorefront();
  const open = useChatOpen();
  const scrolling = useScrolling();
  return (
    <>
      {/* Below the footer, in its colour: where the bubble rests at the end of the page. */}
      <div aria-hidden="true" className="h-18 bg-brand-900 lg:hidden print:hidden" />
      <details
        // A visitor may open it before hydration: the `open` attribute is theirs, not a mismatch.
        suppressHydrationWarning
        data-widget="chat"
        data-scrolling={scrolling || undefined}
        className="group fixed right-3 bottom-3 z-30 transition-[translate,opacity] duration-200 motion-reduce:transition-none sm:right-4 sm:bottom-4 max-lg:data-scrolling:not-open:pointer-events-none max-lg:data-scrolling:not-open:translate-y-24 max-lg:data-scrolling:not-open:opacity-0 print:hidden"
      >
        <summary className="flex size-12 sm:size-14 cursor-pointer list-none items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
          <ChatBubble className="size-6 sm:size-7" />
          <span className="sr-only">{t('widgets.chat.label')}</span>
        </summary>
        <div className="absolute bottom-14 right-0 w-72 sm:bottom-16 rounded-xl border border-line bg-white p-4 text-sm shadow-xl">
          <p className="font-semibold text-ink">{t('widgets.chat.label')}</p>
          <ul className="mt-3 space-y-2">
            <li>
              {open ? (
                <ShopLink
                  to={`${helpCentre}#chat`}
                  className="flex items-center gap-2 rounded-md bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  <span aria-hidden="true" className="size-2 rounded-full bg-green-300" />
                  {t('widgets.chat.open')}
                </ShopLink>
              ) : (
                <p className="flex items-center gap-2 rounded-md bg-surface px-3 py-2 font-semibold text-ink-soft">
                  <span aria-hidden="true" className="size-2 rounded-full bg-ink-soft" />
                  {t('widgets.chat.closed')}
                </p>
              )}
              <p className="mt-1 text-xs text-ink-soft">{t('widgets.chat.hours')}</p>
            </li>
            <li>
              <ShopLink
                to={`${helpCentre}#mensaje`}
                className="block rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t('widgets.chat.message')}
              </ShopLink>
            </li>
            {store.telephone.show && (
              <li>
                <a
                  href={`tel:${store.telephone.number.replace(/\s/g, '')}`}
                  className="block px-3 py-1 text-brand-800 underline"
                >
                  {t('layout.header.phone', { number: store.telephone.number })}
                </a>
              </li>
            )}
          </ul>
        </div>
      </details>
    </>
  );
}
