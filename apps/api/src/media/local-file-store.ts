import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkedFolder, checkedKey } from './file-store-keys.ts';
import type { FileStore } from './file-store.ts';

/** A FileStore on the local disk. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(join(this.root, checkedKey(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await access(join(this.root, checkedKey(key)));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const path = join(this.root, checkedKey(key));
    await mkdir(dirname(path), { recursive: true });
    // Written aside then renamed: two api processes rendering the same size never leave a
    // half-written file for a third to read.
    const aside = `${path}.${randomUUID()}.part`;
    await writeFile(aside, bytes);
    await rename(aside, path);
  }

  async removeFolder(folder: string): Promise<void> {
    await rm(join(this.root, checkedFolder(folder)), { recursive: true, force: true });
  }
}
