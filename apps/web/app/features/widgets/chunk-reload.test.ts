import { describe, expect, it, vi } from 'vitest';
import { chunkReloadKey, isChunkLoadError, reloadForChunk } from './chunk-reload.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('chunk load failures', () => {
  it('recognises the browsers’ messages for a missing chunk', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then not again within 60 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunk({ storage, reload, now: 1_000_000 })).toBe(true);
    expect(storage.getItem(chunkReloadKey)).toBe('1000000');
    expect(reloadForChunk({ storage, reload, now: 1_059_999 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunk({ storage, reload, now: 1_060_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
