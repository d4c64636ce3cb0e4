import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, sqliteFileIn } from '@marquee/db';

/** Every variable the recommender reads (the .env.example test compares its keys with that file). */
export const recommenderEnvSchema = z.object({
  RECOMMENDER_HOST: z.string().default('127.0.0.1'),
  RECOMMENDER_PORT: z.coerce
    .number({ message: 'RECOMMENDER_PORT must be a number' })
    .int()
    .min(0)
    .max(65535, 'RECOMMENDER_PORT must be 0-65535')
    .default(3001),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional()
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message: 'DATABASE_URL must be a postgres:// URL',
    }),
  RECOMMENDER_MODEL_PATH: z.string().optional(),
  /** How often the service checks whether the catalog changed and its model needs retraining. */
  RECOMMENDER_REFRESH_SECONDS: z.coerce.number().positive().default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface RecommenderConfig {
  host: string;
  port: number;
  databaseUrl: string;
  modelPath: string;
  refreshSeconds: number;
  logLevel: string;
}

/** Read and validated once at start-up, with a readable list of what is wrong; nothing else reads process.env. */
export function loadRecommenderConfig(
  source: Record<string, string | undefined> = process.env,
): RecommenderConfig {
  const parsed = recommenderEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid recommender configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    host: env.RECOMMENDER_HOST,
    port: env.RECOMMENDER_PORT,
    databaseUrl: env.DATABASE_URL ?? sqliteFileIn(env.DATA_DIR),
    modelPath: env.RECOMMENDER_MODEL_PATH ?? path.join(env.DATA_DIR, 'recommender-model.json'),
    refreshSeconds: env.RECOMMENDER_REFRESH_SECONDS,
    logLevel: env.LOG_LEVEL,
  };
}
