import { checkedFolder, checkedKey } from './file-store-keys.ts';
import type { FileStore } from './file-store.ts';
import type { S3Client } from './s3-client.ts';

/** A FileStore in an S3 bucket: every api process on every machine sees the same files. */
export class S3FileStore implements FileStore {
  constructor(private readonly client: S3Client) {}

  async read(key: string): Promise<Buffer | undefined> {
    return await this.client.getObject(checkedKey(key));
  }

  /** A listing of the key as a prefix: one small request, where a GET would fetch the bytes. */
  async has(key: string): Promise<boolean> {
    const page = await this.client.listObjects(checkedKey(key));
    return page.keys.includes(key);
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.putObject(checkedKey(key), bytes);
  }

  /** S3 has no folders: the keys under the prefix are listed and deleted a page at a time. */
  async removeFolder(folder: string): Promise<void> {
    const prefix = checkedFolder(folder);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.listObjects(prefix, continuationToken);
      await this.client.deleteObjects(page.keys);
      continuationToken = page.continuationToken;
    } while (continuationToken !== undefined);
  }
}
