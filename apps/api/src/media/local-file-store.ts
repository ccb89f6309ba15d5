import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileStore } from './file-store.ts';

/** Keys are made by the api, never typed by a caller; this still keeps them inside the root. */
const safeKey = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*\/?$/;

function checked(key: string): string {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`unsafe file store key ${key}`);
  return key;
}

/** A FileStore on the local disk. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(join(this.root, checked(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await access(join(this.root, checked(key)));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const path = join(this.root, checked(key));
    await mkdir(dirname(path), { recursive: true });
    // Written aside then renamed: two api processes rendering the same size never leave a
    // half-written file for a third to read.
    const aside = `${path}.${randomUUID()}.part`;
    await writeFile(aside, bytes);
    await rename(aside, path);
  }

  async removeFolder(folder: string): Promise<void> {
    if (!folder.endsWith('/')) throw new Error(`not a folder key ${folder}`);
    await rm(join(this.root, checked(folder)), { recursive: true, force: true });
  }
}
