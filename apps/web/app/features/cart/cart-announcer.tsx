import { useSyncExternalStore } from 'react';

/*
 * One polite live region for the cart's changes. A removed row takes its own markup away
 * with it, so rows and forms announce through here rather than through a region of theirs.
 */
let latest = { message: '', id: 0 };
const listeners = new Set<() => void>();

export function announceCartChange(message: string) {
  latest = { message, id: latest.id + 1 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function CartAnnouncer() {
  const { message, id } = useSyncExternalStore(
    subscribe,
    () => latest,
    () => latest,
  );
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {/* A repeated message differs by a space, so it is announced again. */}
      {id % 2 === 0 ? message : `${message}\u00a0`}
    </p>
  );
}
