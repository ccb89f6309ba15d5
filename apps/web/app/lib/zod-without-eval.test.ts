import { afterEach, expect, it } from 'vitest';
import { z } from 'zod';
import { parseZodWithoutEval } from './zod-without-eval.ts';

const loadedZodConfig = z.config();

afterEach(() => {
  globalThis.__zod_globalConfig = loadedZodConfig;
  z.config({ jitless: undefined });
});

/** zod's configuration module evaluated anew, as when zod first loads after the page's entry. */
async function zodLoadedNow(): Promise<Pick<typeof z, 'config'>> {
  const core = new URL('./core.js', import.meta.resolve('zod/v4/core'));
  core.search = 'loaded-now';
  return (await import(core.href)) as Pick<typeof z, 'config'>;
}

it('turns off the eval-compiled parsers of a zod already loaded', () => {
  expect(z.config().jitless).toBeUndefined();
  parseZodWithoutEval();
  expect(z.config().jitless).toBe(true);
});

it('turns them off in a zod loaded afterwards', async () => {
  globalThis.__zod_globalConfig = undefined;
  parseZodWithoutEval();
  const zod = await zodLoadedNow();
  expect(zod.config()).not.toBe(loadedZodConfig);
  expect(zod.config().jitless).toBe(true);
});
