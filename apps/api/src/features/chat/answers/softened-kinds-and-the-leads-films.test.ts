import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: a kind asked for and softened, and the films of the lead just named', () => {
  const { ask, askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it("keeps horror asked for by name when it should not be 'too scary', and keeps it mild", async () => {
    expect(await ask('horror flicks that are not too scary')).toMatch(
      /^Here are some Horror movies rated PG-13 or lower/,
    );
  });

  it("still leaves horror out when 'nothing too scary' is said beside another kind", async () => {
    expect(await ask('a comedy please, nothing too scary')).toMatch(/^Here are some Comedy movies/);
  });

  it("asks 'what else has he been in' after a cast answer of its lead, not of its director", async () => {
    const { answer } = await askAfter("who's in the matrix", 'what else has he been in');
    expect(answer).toMatch(/^Keanu Reeves /);
  });

  it('says the catalog has no other film of them when the one just shown is all it has', async () => {
    const { answer } = await askAfter('who is in fight club', 'what else has he been in');
    expect(answer).toBe('Our catalog has no other film with Edward Norton.');
  });
});
