import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';

/**
 * AUTH_SECRET when configured; otherwise one generated on first start and kept under DATA_DIR, so sessions
 * and mailed links survive restarts. Several API instances must share AUTH_SECRET instead.
 */
export function resolveAuthSecret(config: Config, log: FastifyBaseLogger): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.DATA_DIR, 'auth-secret');
  // A shared database or cache means other instances may serve the same users: with a secret of its own, this
  // one rejects their session cookies (and they reject its), which looks to users like being signed out.
  if (config.DATABASE_URL || config.REDIS_URL)
    log.warn(
      { file },
      'AUTH_SECRET is not set although DATABASE_URL or REDIS_URL is: this instance signs sessions with a secret of its own, so sessions from other instances are rejected here; set the same AUTH_SECRET on every instance',
    );
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  log.info(
    { file },
    'AUTH_SECRET is not set: generated one and stored it (set AUTH_SECRET when running several instances)',
  );
  return secret;
}
