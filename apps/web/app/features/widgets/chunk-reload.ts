/** SPEC sections 4 and 8: a failed chunk load reloads the page, at most once per 60 seconds. */
export const chunkReloadIntervalMs = 60_000;
export const chunkReloadKey = 'chunk-reload-at';

const chunkFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return chunkFailure.test(message);
}

/** Whether to reload now, given when the last reload for a failed chunk happened. */
export function shouldReloadForChunk(now: number, lastReloadAt: string | null): boolean {
  const last = Number(lastReloadAt);
  return !lastReloadAt || !Number.isFinite(last) || now - last >= chunkReloadIntervalMs;
}

type ReloadDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: number;
};

/** A new deployment removed the chunk this page asks for: the fresh page knows the new ones. */
export function reloadForChunk({ storage, reload, now }: ReloadDeps): boolean {
  if (!shouldReloadForChunk(now, storage.getItem(chunkReloadKey))) return false;
  storage.setItem(chunkReloadKey, String(now));
  reload();
  return true;
}
