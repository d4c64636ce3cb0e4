import { describe, expect, it } from 'vitest';
import { ALIEN, JAWS, THE_GODFATHER } from '@marquee/catalog/testing';
import { useChatTestApp } from '../../testing/chat-test-app.ts';

describe('POST /api/chat: a fact of one film, asked in everyday words', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('on a film page, a fact asked of "celui-ci" is that film\'s: il dure combien de temps celui-ci ?', async () => {
    const reply = await ask('il dure combien de temps celui-ci ?', { movieId: ALIEN });
    expect(reply).toContain(`(/movie/${ALIEN})`);
    expect(reply).toMatch(/117 minutes/);
    // The first message of a process embeds the router's examples: slow on a busy machine.
  }, 120_000);

  it('a title typed first, then "ça dure combien", gets its runtime', async () => {
    const reply = await ask('jaws ça dure combien ? on a deux heures devant nous');
    expect(reply).toContain(`(/movie/${JAWS})`);
    expect(reply).toMatch(/124 minutes/);
  });

  it('a title, which of its series, a dash, then "what year was that": the year of that title', async () => {
    const reply = await ask('the godfather, the first one - what year was that?');
    expect(reply).toContain(`(/movie/${THE_GODFATHER})`);
    expect(reply).toMatch(/1972/);
    expect(reply).not.toMatch(/not sure which movie/i);
  });

  it('a film told by its story, then two facts asked of it: both facts of that film', async () => {
    const reply = await ask(
      'the one where a police chief hunts a great white shark terrorizing his beach town - who directed it and when did it come out',
    );
    expect(reply).toContain(`(/movie/${JAWS})`);
    expect(reply).toMatch(/Steven Spielberg/);
    expect(reply).toMatch(/1975/);
  });
});
