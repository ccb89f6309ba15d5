import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function pgliteFolder(): string {
  const parent = mkdtempSync(join(tmpdir(), 'shop-pglite-lock-'));
  folders.push(parent);
  return join(parent, 'pglite');
}

describe('an embedded database folder', () => {
  it('is refused to a second opener while open, and free again once closed', async () => {
    const dataDir = pgliteFolder();
    const first = await createDatabase({ dataDir });
    await expect(createDatabase({ dataDir })).rejects.toThrow(
      `The embedded database ${dataDir} is open in process ${process.pid}`,
    );
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await createDatabase({ dataDir });
    await again.close();
  }, 60_000);

  it('is taken over from a process that died holding it', async () => {
    const dataDir = pgliteFolder();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(`${dataDir}.lock`, String(gone));
    const database = await createDatabase({ dataDir });
    await database.close();
  }, 60_000);

  it('is taken over from an earlier run that had the same process id', async () => {
    const dataDir = pgliteFolder();
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    const database = await createDatabase({ dataDir });
    await expect(createDatabase({ dataDir })).rejects.toThrow('is open in process');
    await database.close();
  }, 60_000);
});
