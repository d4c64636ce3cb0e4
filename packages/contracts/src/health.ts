import { z } from 'zod';

const componentStatus = z.enum(['ok', 'down', 'disabled']);
export const healthResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: componentStatus,
  databaseKind: z.enum(['sqlite', 'postgres']),
  cache: componentStatus,
  cacheKind: z.enum(['memory', 'redis']),
  /** 'wrong-catalog': the recommender reached serves another site's catalog, so its answers are not used. */
  recommender: z.enum(['ok', 'down', 'disabled', 'wrong-catalog']),
  catalog: z.object({ source: z.enum(['local', 'tmdb']), status: componentStatus }),
  /** What runs degraded and what stands in for it, one plain sentence per part; empty when all is well. */
  degraded: z.array(z.string()),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
