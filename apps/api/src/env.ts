import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Allowed only outside production so a fresh checkout runs without setup. */
export const demoJwtSecret = 'demo-only-jwt-secret-never-use-in-production';

const repositoryDataDir = fileURLToPath(new URL('../../../.data', import.meta.url));

/** Unset and empty mean the same thing, as in most shells and .env files. */
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
    DATA_DIR: z.string().min(1).default(repositoryDataDir),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    PUBLIC_API_URL: optional(z.url({ protocol: /^https?$/ })),
    JWT_SECRET: optional(z.string().min(32)),
    /** How long shared caches may keep public catalogue answers; 0 disables it. */
    CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /**
     * The places Text Search service (unset: Google in production, else the sandbox started
     * in-process), its key (required for Google) and where the sandbox listens on loopback
     * (0: any free port).
     */
    PLACES_API_URL: optional(z.url({ protocol: /^https?$/ })),
    PLACES_API_KEY: optional(z.string().min(1)),
    PLACES_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  })
  .transform((env, context) => {
    if (env.NODE_ENV !== 'production')
      return { ...env, JWT_SECRET: env.JWT_SECRET ?? demoJwtSecret };
    // Production names every missing secret at once rather than one per failed boot.
    const missing: { path: string; message: string }[] = [];
    if (env.JWT_SECRET === undefined || env.JWT_SECRET === demoJwtSecret)
      missing.push({
        path: 'JWT_SECRET',
        message: 'required in production (32+ characters, not the demo value)',
      });
    if (env.PLACES_API_KEY === undefined)
      missing.push({ path: 'PLACES_API_KEY', message: 'required in production' });
    for (const { path, message } of missing)
      context.addIssue({ code: 'custom', path: [path], message });
    if (missing.length > 0 || env.JWT_SECRET === undefined) return z.NEVER;
    return { ...env, JWT_SECRET: env.JWT_SECRET };
  });

export type Env = z.infer<typeof EnvSchema>;

/** Never echoed back: a database URL carries its password. */
const secretNames = new Set(['JWT_SECRET', 'DATABASE_URL', 'PLACES_API_KEY']);

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment once at boot; the error is one line naming the bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const given = source[name];
    const shown = secretNames.has(name) || given === undefined ? '' : ` (got "${given}")`;
    return `${name}: ${issue.message}${shown}`;
  });
  throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
}
