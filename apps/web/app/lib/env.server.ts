import { internalTokenMinLength } from '@shop/ops';
import { z } from 'zod';

const storeCodes = ['ESSM', 'FRSM'] as const;
type StoreCode = (typeof storeCodes)[number];

/**
 * `ESSM=www.example.es,FRSM=www.example.fr`: the host names of each edition. The first host
 * given for a store is its public one (used for hreflang links to that edition).
 */
const StoreHosts = z
  .string()
  .transform((value, context) => {
    const hosts = new Map<string, StoreCode>();
    for (const entry of value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [code, host] = entry.split('=').map((part) => part.trim());
      const store = z.enum(storeCodes).safeParse(code);
      if (!store.success || !host) {
        context.addIssue({ code: 'custom', message: `expected STORE=host, got "${entry}"` });
        return z.NEVER;
      }
      hosts.set(host.toLowerCase(), store.data);
    }
    return hosts;
  })
  .refine((hosts) => storeCodes.every((code) => [...hosts.values()].includes(code)), {
    message: `every store (${storeCodes.join(', ')}) needs a host`,
  });

const WebEnv = z.object({
  API_URL: z.url().default('http://127.0.0.1:4000'),
  STORE_HOSTS: StoreHosts.default(
    new Map([
      ['localhost', 'ESSM'],
      ['fr.localhost', 'FRSM'],
    ]),
  ),
  STORE_CONFIG_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How long a guest's catalogue or content page is kept rendered (lib/page-cache.server.ts); 0 turns it off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** When set, the web server's /metrics asks for it in X-Metrics-Token (server.ts). */
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16).optional(),
  ),
  /** Sent to the api's change stream, which answers no one else (lib/cache-changes.server.ts). */
  INTERNAL_API_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(internalTokenMinLength).optional(),
  ),
  /** How long a SIGTERM waits for the requests in flight (server.ts). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** On SIGTERM, how long /readyz answers 503 while requests are still served (README: Production). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});
export type WebEnv = z.infer<typeof WebEnv>;

export function parseWebEnv(source: Record<string, string | undefined>): WebEnv {
  const parsed = WebEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid web environment: ${problems.join('; ')}`);
  }
  return parsed.data;
}

export const env = parseWebEnv(process.env);
