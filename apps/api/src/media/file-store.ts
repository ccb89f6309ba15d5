import { join } from 'node:path';
import type { Env } from '../env.ts';
import { LocalFileStore } from './local-file-store.ts';

/**
 * Where uploaded product photos and the sizes rendered from them are kept. Keys are relative
 * paths ('photos/<id>/original'); a file, once written under a key, never changes.
 */
export interface FileStore {
  /** The file's bytes, or undefined when there is none under the key. */
  read(key: string): Promise<Buffer | undefined>;
  /** Whether there is a file under the key, without reading it. */
  has(key: string): Promise<boolean>;
  /** Writes the whole file at once: a reader sees the old file, none, or the new one whole. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** Removes every file under the folder (a key prefix ending in '/'); none is not an error. */
  removeFolder(folder: string): Promise<void>;
}

/** A folder under DATA_DIR: every api process sharing that DATA_DIR sees the same files. */
export function fileStoreOf(env: Pick<Env, 'DATA_DIR'>): FileStore {
  return new LocalFileStore(join(env.DATA_DIR, 'media'));
}
