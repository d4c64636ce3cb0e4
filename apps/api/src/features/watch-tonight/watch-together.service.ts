import { createHash, randomBytes } from 'node:crypto';
import {
  INVITE_LINK_DAYS,
  handleProblem,
  normaliseHandle,
  type WatchPartner,
  type WatchTogether,
  type WatchTogetherLink,
} from '@marquee/contracts';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { InvitationRow, PersonRow, WatchTogetherRepository } from './watch-together.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITE_LINK_PATH = '/tonight/join/';
const LINK_NOT_FOUND = 'This invite link is not valid any more: ask for a new one';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function partnerOf(person: PersonRow | undefined, userId: string): WatchPartner {
  return {
    user_id: userId,
    name: person?.name?.trim() || person?.handle || 'A Marquee member',
    handle: person?.handle ?? null,
  };
}

/** The invitations as the user sees them: who is on the other side, and which way each one goes. */
async function describeLinks(
  repository: WatchTogetherRepository,
  userId: string,
  rows: InvitationRow[],
): Promise<WatchTogetherLink[]> {
  const otherOf = (row: InvitationRow) => (row.inviter_id === userId ? row.invitee_id : row.inviter_id);
  const people = await repository.people(rows.map(otherOf).filter((id): id is string => id !== null));
  return rows.map((row) => {
    const other = otherOf(row);
    return {
      invitation_id: row.invitation_id,
      other: other ? partnerOf(people.get(other), other) : null,
      status: row.status,
      direction: row.inviter_id === userId ? 'outgoing' : 'incoming',
      created_at: row.created_at,
      expires_at: row.expires_at,
    };
  });
}

/**
 * Watch-together links: a user invites another by handle or with a one-time link; the other accepts or
 * declines; either side revokes. Only accepted links let one person's library shape the other's picks.
 */
export function createWatchTogetherService({
  repository,
  now = () => new Date(),
}: {
  repository: WatchTogetherRepository;
  now?: () => Date;
}) {
  async function one(userId: string, invitationId: number): Promise<WatchTogetherLink> {
    const row = await repository.find(invitationId);
    if (!row) throw new NotFoundError('Invitation not found');
    return (await describeLinks(repository, userId, [row]))[0]!;
  }

  async function refuseSecondLink(userId: string, otherId: string): Promise<void> {
    const existing = await repository.findByPair(userId, otherId);
    if (existing) throw new ConflictError(conflictMessage(existing, userId));
  }

  const expired = (row: InvitationRow) => Boolean(row.expires_at && row.expires_at < now().toISOString());

  /** The invite link behind a token, someone else's and still valid. */
  async function openLink(userId: string, token: string): Promise<InvitationRow> {
    const row = await repository.findByTokenHash(hashToken(token));
    if (!row || expired(row)) throw new NotFoundError(LINK_NOT_FOUND);
    if (row.inviter_id === userId)
      throw new BadRequestError('This is your own invite link: send it to someone');
    return row;
  }

  return {
    async overview(userId: string): Promise<WatchTogether> {
      const rows = await repository.involving(userId);
      const live = rows.filter((row) => !(row.invitee_id === null && expired(row)));
      const links = await describeLinks(repository, userId, live);
      return {
        partners: links.filter((link) => link.status === 'accepted'),
        incoming: links.filter((link) => link.status === 'pending' && link.direction === 'incoming'),
        outgoing: links.filter((link) => link.status === 'pending' && link.direction === 'outgoing'),
      };
    },

    async inviteByHandle(userId: string, handle: string): Promise<WatchTogetherLink> {
      const wanted = normaliseHandle(handle);
      // A string no handle can be (a NUL byte, say) is looked up nowhere: PostgreSQL would refuse it.
      const inviteeId = handleProblem(wanted) === null ? await repository.userIdByHandle(wanted) : undefined;
      if (!inviteeId) throw new NotFoundError(`No one on Marquee has the handle ${wanted}`);
      if (inviteeId === userId) throw new BadRequestError('You cannot invite yourself');
      await refuseSecondLink(userId, inviteeId);
      try {
        return await one(userId, await repository.invite(userId, inviteeId, now().toISOString()));
      } catch (error) {
        // The other side asked at the same moment: the pair's unique key said no.
        await refuseSecondLink(userId, inviteeId);
        throw error;
      }
    },

    async createInviteLink(userId: string) {
      const token = randomBytes(24).toString('base64url');
      const created = now();
      const expiresAt = new Date(created.getTime() + INVITE_LINK_DAYS * DAY_MS).toISOString();
      const invitationId = await repository.createLink(
        userId,
        hashToken(token),
        created.toISOString(),
        expiresAt,
      );
      return { invitation_id: invitationId, url: `${INVITE_LINK_PATH}${token}`, expires_at: expiresAt };
    },

    async previewLink(userId: string, token: string): Promise<{ from: WatchPartner }> {
      const row = await openLink(userId, token);
      const people = await repository.people([row.inviter_id]);
      return { from: partnerOf(people.get(row.inviter_id), row.inviter_id) };
    },

    async acceptLink(userId: string, token: string): Promise<WatchTogetherLink> {
      const row = await openLink(userId, token);
      await refuseSecondLink(userId, row.inviter_id);
      let claimed: boolean;
      try {
        claimed = await repository.claimLink(row.invitation_id, userId, row.inviter_id, now().toISOString());
      } catch (error) {
        await refuseSecondLink(userId, row.inviter_id);
        throw error;
      }
      if (!claimed) throw new NotFoundError(LINK_NOT_FOUND);
      return one(userId, row.invitation_id);
    },

    /** Declining a link uses it up: nobody else can accept it. */
    async declineLink(userId: string, token: string): Promise<void> {
      const row = await openLink(userId, token);
      await repository.removeLink(row.invitation_id);
    },

    async accept(userId: string, invitationId: number): Promise<WatchTogetherLink> {
      if (!(await repository.accept(invitationId, userId, now().toISOString())))
        throw new NotFoundError('Invitation not found');
      return one(userId, invitationId);
    },

    /** Declines an incoming invitation, cancels an outgoing one or ends a link: either side may. */
    async remove(userId: string, invitationId: number): Promise<void> {
      if (!(await repository.remove(invitationId, userId))) throw new NotFoundError('Invitation not found');
    },
  };
}
export type WatchTogetherService = ReturnType<typeof createWatchTogetherService>;

function conflictMessage(existing: InvitationRow, userId: string): string {
  if (existing.status === 'accepted') return 'You already watch together';
  return existing.inviter_id === userId
    ? 'You already invited them: wait for their answer'
    : 'They already invited you: accept their invitation';
}
