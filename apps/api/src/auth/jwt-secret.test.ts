import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jwtSecretFileName, jwtSecretOf, storedJwtSecret } from './jwt-secret.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-jwt-secret-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('the JWT secret kept under DATA_DIR', () => {
  it('is made once, random and long, readable by its owner only, and read back after', async () => {
    const first = await storedJwtSecret(join(dataDir, 'new-folder'));
    expect(first).toMatch(/^[\w-]{64}$/);
    const file = await stat(join(dataDir, 'new-folder', jwtSecretFileName));
    expect(file.mode & 0o777).toBe(0o600);
    expect(await storedJwtSecret(join(dataDir, 'new-folder'))).toBe(first);
    expect(await storedJwtSecret(dataDir)).not.toBe(first);
  });

  it('is the same for boots racing on one folder, which leave no candidate behind', async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => storedJwtSecret(dataDir)));
    expect(new Set(secrets).size).toBe(1);
    expect(await readdir(dataDir)).toEqual([jwtSecretFileName]);
  });

  it('refuses a file that holds no usable secret rather than replacing it', async () => {
    await writeFile(join(dataDir, jwtSecretFileName), 'short\n');
    await expect(storedJwtSecret(dataDir)).rejects.toThrow(/no usable JWT secret/);
  });

  it('gives way to JWT_SECRET, writing nothing', async () => {
    const secret = 'y'.repeat(40);
    expect(await jwtSecretOf({ JWT_SECRET: secret, DATA_DIR: dataDir })).toBe(secret);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
