import { ForbiddenError } from '../../platform/errors.ts';
import type { TonightDependencies } from './tonight.dependencies.ts';

/** The user and the accepted partners among the ids asked for; any other id is refused. */
export async function membersOf(
  { partners }: Pick<TonightDependencies, 'partners'>,
  userId: string,
  memberIds: string[],
): Promise<string[]> {
  const others = [...new Set(memberIds)].filter((id) => id !== userId);
  const accepted = await partners.acceptedPartnersAmong(userId, others);
  if (accepted.size !== others.length)
    throw new ForbiddenError('Only people who accepted your watch-together invitation can watch with you');
  return [userId, ...others];
}
