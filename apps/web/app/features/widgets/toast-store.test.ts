import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast, toastDurationMs, useToasts } from './toast-store.ts';

vi.mock('react', () => ({
  // The store's snapshot, read the way React would on the client.
  useSyncExternalStore: (_subscribe: unknown, snapshot: () => unknown) => snapshot(),
}));

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('shows an error by default and closes it after 1500 ms', () => {
    vi.useFakeTimers();
    const id = showToast('Lo sentimos, este cupón no es válido');
    expect(useToasts()).toEqual([
      { id, message: 'Lo sentimos, este cupón no es válido', kind: 'error' },
    ]);
    vi.advanceTimersByTime(toastDurationMs - 1);
    expect(useToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToasts()).toEqual([]);
  });

  it('stacks toasts and can close one early', () => {
    vi.useFakeTimers();
    const first = showToast('Cupón aplicado correctamente', 'success');
    const second = showToast('Error');
    dismissToast(first);
    expect(useToasts().map((toast) => toast.id)).toEqual([second]);
    vi.runAllTimers();
    expect(useToasts()).toEqual([]);
  });
});
