// The API's configuration, validated once at start. A bad value stops the process with a message
// that names the variable, instead of failing later on the first request that needs it.
import { z } from 'zod';

const csv = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string. When empty, the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Local state: the embedded database, generated media and the built site. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Public origin under which the API serves /media (absolute image URLs in responses). */
  PUBLIC_API_ORIGIN: z.string().url().optional(),
  /** Origins allowed by CORS, comma separated. */
  CORS_ORIGINS: csv.default(['http://localhost:4321', 'http://127.0.0.1:4321']),
  /** Seed the demo catalogue when the catalogue is empty. */
  SEED_ON_START: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** Render the catalogue's illustrations into DATA_DIR/media at start. */
  GENERATE_MEDIA: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** Trust X-Forwarded-* from a proxy or CDN in front of the API (client IPs for rate limits). */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** max-age, in seconds, for cacheable catalogue responses. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
});

export type Config = z.infer<typeof ConfigSchema> & { publicApiOrigin: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const publicApiOrigin = (config.PUBLIC_API_ORIGIN ?? `http://${shownHost}:${config.PORT}`).replace(/\/+$/, '');
  return { ...config, publicApiOrigin };
}
