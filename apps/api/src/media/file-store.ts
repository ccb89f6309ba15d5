import { join } from 'node:path';
import type { Env } from '../env.ts';
import { LocalFileStore } from './local-file-store.ts';
import { S3Client } from './s3-client.ts';
import { S3FileStore } from './s3-file-store.ts';

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

type FileStoreEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/**
 * The S3 bucket when one is configured (env.ts accepts all five variables or none), shared by
 * every api process on every machine; else a folder under DATA_DIR, shared only by the api
 * processes on that DATA_DIR.
 */
export function fileStoreOf(env: FileStoreEnv): FileStore {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (
    S3_ENDPOINT === undefined ||
    S3_BUCKET === undefined ||
    S3_REGION === undefined ||
    S3_ACCESS_KEY_ID === undefined ||
    S3_SECRET_ACCESS_KEY === undefined
  )
    return new LocalFileStore(join(env.DATA_DIR, 'media'));
  return new S3FileStore(
    new S3Client({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    }),
  );
}
