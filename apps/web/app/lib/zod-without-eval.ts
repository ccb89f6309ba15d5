declare global {
  // zod's configuration, shared by every copy of zod loaded in the page (zod/v4/core/core.js).
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * zod compiles fast parsers with `new Function` unless told not to, and the page's
 * Content-Security-Policy allows no eval (security-headers.server.ts). `z.config` would say so
 * too, but importing it puts ~4 KB of zod on every page, most of which parse nothing; zod reads
 * this global whenever it loads, before or after this runs (zod-without-eval.test.ts).
 */
export function parseZodWithoutEval(): void {
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, {
    jitless: true,
  });
}
