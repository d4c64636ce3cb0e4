import crypto from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER_MAX,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@marquee/contracts';
import { hashApiToken } from '../../platform/api-token-user.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { ApiTokensRepository } from './api-tokens.repository.ts';

/** Enough of the token to recognise it in the list, far too little to guess the rest. */
const SHOWN_START_LENGTH = API_TOKEN_PREFIX.length + 6;

export function createApiTokensService({ tokens }: { tokens: ApiTokensRepository }) {
  return {
    list: (userId: string): Promise<ApiToken[]> => tokens.listForUser(userId),

    /** The whole token is in this answer only; the database keeps its hash. */
    async create(userId: string, name: string, scope: ApiTokenScope): Promise<CreatedApiToken> {
      if ((await tokens.countForUser(userId)) >= API_TOKENS_PER_USER_MAX)
        throw new ConflictError(
          `You can have at most ${API_TOKENS_PER_USER_MAX} API tokens; revoke one first`,
        );
      const token = `${API_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
      const created = await tokens.insert({
        userId,
        name,
        scope,
        tokenHash: hashApiToken(token),
        tokenStart: token.slice(0, SHOWN_START_LENGTH),
        createdAt: uniqueTimestamp(),
      });
      return { ...created, token };
    },

    async revoke(userId: string, tokenId: number): Promise<void> {
      if (!(await tokens.delete(userId, tokenId))) throw new NotFoundError('API token not found');
    },
  };
}
