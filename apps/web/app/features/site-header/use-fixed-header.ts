import { useEffect, useRef, useSyncExternalStore } from 'react';

/** SPEC section 9: the header becomes fixed once the page is scrolled more than 300 px. */
const fixedAfterPx = 300;

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * Whether the header is fixed, plus refs for the header and the slot that keeps its height
 * while it is out of the page flow, so the content below does not jump up.
 */
export function useFixedHeader() {
  const slotRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const fixed = useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > fixedAfterPx,
    () => false,
  );

  useEffect(() => {
    const slot = slotRef.current;
    const header = headerRef.current;
    if (!slot || !header) return;
    const observer = new ResizeObserver(() => {
      slot.style.minHeight = `${header.offsetHeight}px`;
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  return { fixed, slotRef, headerRef };
}
