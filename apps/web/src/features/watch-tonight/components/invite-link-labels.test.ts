import { describe, expect, it } from 'vitest';
import type { WatchTogetherLink } from '@marquee/contracts';
import { inviteLinkExpiry, inviteLinksMade } from './invite-link-labels.ts';

const pendingLink = (invitationId: number, createdAt: string): WatchTogetherLink => ({
  invitation_id: invitationId,
  other: null,
  status: 'pending',
  direction: 'outgoing',
  created_at: createdAt,
  expires_at: new Date(Date.parse(createdAt) + 7 * 24 * 60 * 60 * 1000).toISOString(),
});

describe('pending invite links', () => {
  it('are told apart by when each was made, to the second within one minute', () => {
    const links = [
      pendingLink(1, '2026-11-28T18:02:10.000Z'),
      pendingLink(2, '2026-11-28T18:02:40.000Z'),
      pendingLink(3, '2026-11-27T09:15:00.000Z'),
    ];
    const names = inviteLinksMade(links);
    expect(new Set(names.values()).size).toBe(3);
    expect(names.get(1)).toMatch(/10/);
    expect(names.get(2)).toMatch(/40/);
    expect(names.get(3)).not.toMatch(/:00:00|:15:00/);
  });

  it('say until when they work', () => {
    expect(inviteLinkExpiry(pendingLink(1, '2026-11-28T12:00:00.000Z'))).toMatch(/^Works until .*2026/);
    expect(inviteLinkExpiry({ ...pendingLink(1, '2026-11-28T12:00:00.000Z'), expires_at: null })).toBeNull();
  });
});
