import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const sources = ['migrations', 'src/seed', 'src/schema'];

/** Name of the template database for the current migrations and seed code. */
export function templateName(seed: boolean): string {
  const hash = createHash('sha256');
  for (const folder of sources) {
    for (const file of filesUnder(join(packageRoot, folder)))
      hash.update(file).update(readFileSync(file));
  }
  return `shop_template_${seed ? 'seeded' : 'migrated'}_${hash.digest('hex').slice(0, 16)}`;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
