import { describe, expect, it } from 'vitest';
import type { WatchTogetherLink } from '@marquee/contracts';
import { partnersNamed } from './tonight-planner.tsx';

const partner = (userId: string, name: string, handle: string | null): WatchTogetherLink => ({
  invitation_id: 1,
  other: { user_id: userId, name, handle },
  status: 'accepted',
  direction: 'outgoing',
  created_at: '2026-11-27T20:00:00.000Z',
  expires_at: null,
});

describe("the assistant's ?with= names", () => {
  const partners = [partner('u-ana', 'Ana Lima', 'ana'), partner('u-ben', 'Ben', null)];

  it('preselects partners by display name or handle, whatever the case', () => {
    expect(partnersNamed(partners, ['ANA'])).toEqual(new Set(['u-ana']));
    expect(partnersNamed(partners, ['ana lima', 'ben'])).toEqual(new Set(['u-ana', 'u-ben']));
  });

  it('preselects no one for a name that is no partner', () => {
    expect(partnersNamed(partners, ['Cleo'])).toEqual(new Set());
  });
});
