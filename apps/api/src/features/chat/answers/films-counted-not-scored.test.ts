import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

describe('a number before a word for films counts the films asked for, no score the user gave', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['mi scrivi una lista numerata di 3 film di fantascienza?', 'Ecco'],
    ['tu me donne 3 films de guerre en liste à puces', 'Voici'],
  ])('%s lists that many films of the kind, no sign-in', async (prompt, opening) => {
    const reply = await ask(prompt);
    expect(reply).toMatch(new RegExp(`^${opening}`));
    expect(moviesListedIn(reply)).toHaveLength(3);
  });
});
