import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { fileStoreOf, type FileStore } from './file-store.ts';
import { startS3Sandbox } from './s3-sandbox.ts';

interface StoreUnderTest {
  store: FileStore;
  close(): Promise<void>;
}

/** Both stores, made the way the api makes them: fileStoreOf over a parsed environment. */
const stores: { name: string; start(dataDir: string): Promise<StoreUnderTest> }[] = [
  {
    name: 'a folder under DATA_DIR',
    start: async (dataDir) => ({
      store: fileStoreOf(parseEnv({ DATA_DIR: dataDir })),
      close: async () => {},
    }),
  },
  {
    name: 'an S3 bucket',
    start: async (dataDir) => {
      // Pages of two keys, where S3 has 1000: removing a folder must follow every page.
      const sandbox = await startS3Sandbox({ listPageSize: 2 });
      const env = parseEnv({ DATA_DIR: dataDir, ...sandbox.env });
      return { store: fileStoreOf(env), close: sandbox.close };
    },
  },
];

describe.each(stores)('the file store in $name', ({ start }) => {
  let dataDir: string;
  let running: StoreUnderTest;
  let store: FileStore;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'file-store-'));
    running = await start(dataDir);
    store = running.store;
  });

  afterAll(async () => {
    await running.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reads nothing under a key never written', async () => {
    await expect(store.read('photos/never-written/original')).resolves.toBeUndefined();
  });

  it('reads back what was written, byte for byte', async () => {
    const bytes = Uint8Array.from({ length: 512 }, (_, index) => index % 256);
    await store.write('photos/bytes/original', bytes);
    const read = await store.read('photos/bytes/original');
    expect(read?.equals(bytes)).toBe(true);
  });

  it('has a written key, and not a key that only starts like it', async () => {
    await store.write('photos/has/80x80.webp', new Uint8Array([1, 2, 3]));
    await expect(store.has('photos/has/80x80.webp')).resolves.toBe(true);
    await expect(store.has('photos/has/80x80.web')).resolves.toBe(false);
    await expect(store.has('photos/has/865x600.webp')).resolves.toBe(false);
  });

  it('replaces a file whole when it is written again', async () => {
    await store.write('photos/rewritten/640.webp', Buffer.from('a longer first version'));
    await store.write('photos/rewritten/640.webp', Buffer.from('second'));
    expect((await store.read('photos/rewritten/640.webp'))?.toString()).toBe('second');
  });

  it('removes every file under a folder over several pages of keys, and nothing beside it', async () => {
    const inFolder = ['original', '320.webp', '640.webp', '865x600.avif', '80x80.jpeg'].map(
      (name) => `photos/gone/${name}`,
    );
    const beside = ['photos/gone-too-far/original', 'photos/kept/original', 'photos/gonf/a'];
    for (const key of [...inFolder, ...beside]) await store.write(key, Buffer.from(key));

    await store.removeFolder('photos/gone/');

    for (const key of inFolder) await expect(store.read(key)).resolves.toBeUndefined();
    for (const key of beside) expect((await store.read(key))?.toString()).toBe(key);
    // A folder with nothing in it is not an error.
    await expect(store.removeFolder('photos/gone/')).resolves.toBeUndefined();
  });

  it("refuses keys that are not the api's own", async () => {
    await expect(store.read('../outside')).rejects.toThrow(/unsafe file store key/);
    await expect(store.write('photos/../../outside', Buffer.from('x'))).rejects.toThrow(
      /unsafe file store key/,
    );
    await expect(store.removeFolder('photos/kept')).rejects.toThrow(/not a folder key/);
    expect((await store.read('photos/kept/original'))?.toString()).toBe('photos/kept/original');
  });
});
