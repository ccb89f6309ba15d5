import { z } from 'zod';

/** The staff app server's settings, parsed once at boot (README: Environment). */
const AdminEnv = z.object({
  ADMIN_PORT: z.coerce.number().int().min(0).max(65_535).default(3400),
  API_URL: z.url().default('http://127.0.0.1:4000'),
  HOST: z.string().min(1).optional(),
  /** When set, /metrics asks for it in X-Metrics-Token. */
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16).optional(),
  ),
  /** How long a SIGTERM waits for the requests in flight. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** On SIGTERM, how long /readyz answers 503 while requests are still served (README: Production). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});
export type AdminEnv = z.infer<typeof AdminEnv>;

export function parseAdminEnv(source: NodeJS.ProcessEnv): AdminEnv {
  const parsed = AdminEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`The staff app's environment is invalid: ${problems.join('; ')}`);
  }
  return parsed.data;
}
