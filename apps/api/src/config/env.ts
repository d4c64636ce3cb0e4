import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, sqliteFileIn } from '@marquee/db';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithProtocols = (name: string, protocols: string[], expected: string) =>
  optionalString.refine(
    (value) => value === undefined || protocols.some((protocol) => value.startsWith(`${protocol}://`)),
    { message: `${name} must be ${expected}` },
  );

const httpUrl = (name: string) => urlWithProtocols(name, ['http', 'https'], 'an http:// or https:// URL');

/** `https://a.example, http://b.example:8080` as origins, or undefined when an entry is not an http(s) origin. */
function originList(value: string): string[] | undefined {
  const origins: string[] = [];
  for (const entry of value.split(',').map((item) => item.trim())) {
    if (entry === '') continue;
    try {
      const url = new URL(entry);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, ''))
        return undefined;
      origins.push(url.origin);
    } catch {
      return undefined;
    }
  }
  return origins;
}

/** Every variable the API reads (the .env.example test compares its keys with that file). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int()
    .min(0)
    .max(65535, 'PORT must be 0-65535')
    .default(3000),
  PUBLIC_URL: httpUrl('PUBLIC_URL'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  DATABASE_URL: urlWithProtocols('DATABASE_URL', ['postgres', 'postgresql'], 'a postgres:// URL'),
  REDIS_URL: urlWithProtocols('REDIS_URL', ['redis', 'rediss'], 'a redis:// URL'),
  /** Put before every Redis key (cache, sessions, rate limits): sites sharing one Redis each need their own. */
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9:_.-]{1,64}$/,
      'REDIS_KEY_PREFIX must be 1-64 letters, digits or the characters : _ . - (e.g. marquee-blog:)',
    )
    .default('marquee:'),
  SMTP_URL: urlWithProtocols('SMTP_URL', ['smtp', 'smtps'], 'an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().default('Marquee <no-reply@marquee.local>'),
  AUTH_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'AUTH_SECRET must be at least 32 characters',
  }),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** Where Google's OpenID Connect endpoints live; tests point it at a local OIDC server. */
  GOOGLE_ISSUER_URL: httpUrl('GOOGLE_ISSUER_URL'),
  TMDB_API_KEY: optionalString,
  TMDB_READ_ACCESS_TOKEN: optionalString,
  TMDB_BASE_URL: httpUrl('TMDB_BASE_URL'),
  /** How long a TMDB answer is served without asking TMDB again; older copies are served while refreshed. */
  TMDB_CACHE_FRESH_SECONDS: z.coerce
    .number({ message: 'TMDB_CACHE_FRESH_SECONDS must be a number' })
    .int()
    .positive()
    .default(600),
  /** After TMDB fails, how long it is left alone (the circuit is open) before one trial request. */
  TMDB_RETRY_AFTER_SECONDS: z.coerce
    .number({ message: 'TMDB_RETRY_AFTER_SECONDS must be a number' })
    .int()
    .positive()
    .default(10),
  CATALOG_DIR: optionalString,
  /** false: movies without a meaning-index vector are not encoded at start (`npm run catalog:import` encodes them). */
  ENCODE_EMBEDDINGS_ON_START: z
    .enum(['true', 'false'], { message: 'ENCODE_EMBEDDINGS_ON_START must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  /** false: the sentence encoder loads on the first meaning query instead of in the background at start. */
  WARM_ENCODER_ON_START: z
    .enum(['true', 'false'], { message: 'WARM_ENCODER_ON_START must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  RECOMMENDER_URL: httpUrl('RECOMMENDER_URL'),
  RECOMMENDER_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535, 'RECOMMENDER_PORT must be 0-65535')
    .default(3001),
  LLM_BASE_URL: httpUrl('LLM_BASE_URL'),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  /**
   * true: a signed-in user's watchlist and last loved film go to the LLM provider with their chat. Default false:
   * nothing personal leaves the server (their seen films are still left out of the tools' results, locally).
   */
  LLM_SHARE_LIBRARY: z
    .enum(['true', 'false'], { message: 'LLM_SHARE_LIBRARY must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** Requests per minute per client on each route that opts into rate limiting (today: the chat assistant). */
  RATE_LIMIT_MAX: z.coerce
    .number({ message: 'RATE_LIMIT_MAX must be a number' })
    .int()
    .positive()
    .default(20),
  /** true: posters and photos are fetched from TMDB once, kept under DATA_DIR/images and served at /images. */
  IMAGE_CACHE: z
    .enum(['true', 'false'], { message: 'IMAGE_CACHE must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** The most the kept images may take on disk; the least recently served go first. */
  IMAGE_CACHE_MAX_MB: z.coerce
    .number({ message: 'IMAGE_CACHE_MAX_MB must be a number' })
    .positive('IMAGE_CACHE_MAX_MB must be positive')
    .default(1024),
  /** The most one image fetch from TMDB may take; the visitor then gets a 504 rather than a hanging image. */
  IMAGE_CACHE_TIMEOUT_MS: z.coerce
    .number({ message: 'IMAGE_CACHE_TIMEOUT_MS must be a number' })
    .int()
    .positive()
    .default(4000),
  /** Where the image cache fetches from (TMDB's image host; tests point it at a local stand-in). */
  TMDB_IMAGE_BASE_URL: httpUrl('TMDB_IMAGE_BASE_URL'),
  // --- Origins and sign-in (self-hosting) ---
  /** Other origins (comma-separated) allowed to call the API with credentials or bearer tokens. */
  ALLOWED_ORIGINS: optionalString.refine((value) => value === undefined || originList(value) !== undefined, {
    message:
      'ALLOWED_ORIGINS must be comma-separated http:// or https:// origins (e.g. https://app.example.com)',
  }),
  /** Any OpenID Connect provider (Authelia, Authentik, Keycloak, Pocket ID...): all three set turn it on. */
  OIDC_ISSUER_URL: httpUrl('OIDC_ISSUER_URL'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  /** The provider's name on the sign-in button: "Sign in with {OIDC_NAME}". */
  OIDC_NAME: z.string().trim().min(1).max(40, 'OIDC_NAME must be at most 40 characters').default('SSO'),
  /** false: nobody can create an account with email and password (sign-in through a provider only). */
  PASSWORD_SIGNUP: z
    .enum(['true', 'false'], { message: 'PASSWORD_SIGNUP must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  // --- Federation (ActivityPub, ADR 035) ---
  /** on: people who opt in can be followed from other servers and follow people there. Needs PUBLIC_URL. */
  FEDERATION: z.enum(['on', 'off'], { message: 'FEDERATION must be on or off' }).default('off'),
  /** Tests only: fetch from and deliver to private and loopback addresses, and federate over plain HTTP. */
  FEDERATION_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false'], { message: 'FEDERATION_ALLOW_PRIVATE_ADDRESSES must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** Deliveries per minute each client may post to the inboxes. */
  FEDERATION_INBOX_RATE_LIMIT: z.coerce
    .number({ message: 'FEDERATION_INBOX_RATE_LIMIT must be a number' })
    .int()
    .positive()
    .default(300),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  repoRoot: string;
  /** SQLite file or PostgreSQL URL. */
  databaseUrl: string;
  publicUrl: string;
  /** ALLOWED_ORIGINS, parsed: origins other than the one a request arrives at that may call the API. */
  allowedOrigins: string[];
  recommenderUrl: string;
  /** TMDB_IMAGE_BASE_URL without a trailing slash, TMDB's own image host by default. */
  tmdbImageBaseUrl: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Reads and validates configuration once; nothing else in the API reads process.env. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  const env = parsed.data;
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together']);
  }
  const oidcSettings = [env.OIDC_ISSUER_URL, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (oidcSettings.some(Boolean) && !oidcSettings.every(Boolean)) {
    throw new ConfigError(['OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together']);
  }
  if (env.LLM_BASE_URL && !env.LLM_MODEL) {
    throw new ConfigError(['LLM_MODEL must be set when LLM_BASE_URL is set']);
  }
  const federationProblem = federationSettingsProblem(env);
  if (federationProblem) throw new ConfigError([federationProblem]);
  return {
    ...env,
    repoRoot,
    databaseUrl: env.DATABASE_URL ?? sqliteFileIn(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    allowedOrigins: env.ALLOWED_ORIGINS ? (originList(env.ALLOWED_ORIGINS) ?? []) : [],
    tmdbImageBaseUrl: (env.TMDB_IMAGE_BASE_URL ?? 'https://image.tmdb.org/t/p').replace(/\/$/, ''),
    recommenderUrl: (env.RECOMMENDER_URL ?? `http://127.0.0.1:${env.RECOMMENDER_PORT}`).replace(/\/$/, ''),
  };
}

/** FEDERATION=on needs an address other servers can reach and trust: PUBLIC_URL over HTTPS (ADR 035). */
function federationSettingsProblem(env: Env): string | undefined {
  if (env.FEDERATION_ALLOW_PRIVATE_ADDRESSES && env.NODE_ENV === 'production')
    return 'FEDERATION_ALLOW_PRIVATE_ADDRESSES is for tests only and is refused with NODE_ENV=production';
  if (env.FEDERATION !== 'on') return undefined;
  if (!env.PUBLIC_URL) return 'FEDERATION=on needs PUBLIC_URL, the https:// address other servers reach';
  if (!env.PUBLIC_URL.startsWith('https://') && !env.FEDERATION_ALLOW_PRIVATE_ADDRESSES)
    return 'FEDERATION=on needs PUBLIC_URL over https:// (plain http only with FEDERATION_ALLOW_PRIVATE_ADDRESSES=true, in tests)';
  return undefined;
}
