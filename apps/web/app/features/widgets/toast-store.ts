import { useSyncExternalStore } from 'react';

/** SPEC section 8: a toast shows an error icon by default, for 1500 ms, at the top right. */
export const toastDurationMs = 1500;

export type ToastKind = 'error' | 'success';
export type Toast = { id: number; message: string; kind: ToastKind };

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

/** Any feature may call this in the browser; the toast closes itself after 1500 ms. */
export function showToast(message: string, kind: ToastKind = 'error'): number {
  const id = nextId++;
  publish([...toasts, { id, message, kind }]);
  setTimeout(() => dismissToast(id), toastDurationMs);
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noToasts: readonly Toast[] = [];

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}
