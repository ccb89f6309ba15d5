import { useSyncExternalStore } from 'react';

/**
 * Whether the side-panel cart is open, shared by whoever opens it (the header's cart link,
 * the add-to-cart buttons) and the one panel the layout renders. Browser-only state: the
 * server always renders it closed.
 */
export type CartPanelState = {
  open: boolean;
  /** Opened because a product was just added. */ added: boolean;
};

const closed: CartPanelState = { open: false, added: false };
let state = closed;
const listeners = new Set<() => void>();

function publish(next: CartPanelState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openCartPanel({ added = false }: { added?: boolean } = {}) {
  publish({ open: true, added });
}

export function closeCartPanel() {
  publish(closed);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartPanel(): CartPanelState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => closed,
  );
}
