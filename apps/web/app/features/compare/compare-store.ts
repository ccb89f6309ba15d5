import { useEffect, useSyncExternalStore } from 'react';
import { readStoredProductIds, writeStoredProductIds } from '../../lib/stored-product-ids.ts';
import { compareStorageKey, maxComparedProducts, toggleCompareId } from './compare-ids.ts';

/**
 * The products chosen for comparison, shared by every compare button and the compare bar of the
 * page. They live in this browser only (localStorage), so the server renders nothing chosen
 * and the list is read once the page has hydrated (as the favourite hearts do).
 */
type CompareState = { loaded: boolean; ids: number[] };

const initial: CompareState = { loaded: false, ids: [] };
let state: CompareState = initial;
const listeners = new Set<() => void>();

function setState(next: CompareState) {
  state = next;
  for (const listener of listeners) listener();
}

function readStored(): number[] {
  return readStoredProductIds(compareStorageKey, maxComparedProducts);
}

function write(ids: number[]) {
  setState({ loaded: true, ids });
  writeStoredProductIds(compareStorageKey, ids);
}

/** Another tab changed the list: follow it, so the bar never links to a stale choice. */
function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === compareStorageKey) {
    setState({ loaded: true, ids: readStored() });
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useComparedIds(): CompareState {
  useEffect(() => {
    if (!state.loaded) setState({ loaded: true, ids: readStored() });
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  );
}

export function toggleCompared(productId: number): void {
  write(toggleCompareId(state.loaded ? state.ids : readStored(), productId));
}

export function removeCompared(productId: number): void {
  const ids = state.loaded ? state.ids : readStored();
  write(ids.filter((id) => id !== productId));
}

export function clearCompared(): void {
  write([]);
}
