import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const INCEPTION = 27205;
const JAWS = 578;

describe('POST /api/chat: having seen a title turned down is why it is turned down', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ["un film di Christopher Nolan, ma non Inception, l'ho già visto", INCEPTION],
    ['una de Spielberg, pero no Jaws, ya la he visto', JAWS],
    ['um filme do Spielberg, mas não Jaws, já vi esse', JAWS],
  ])('lists the maker’s other films: %s', async (message, excluded) => {
    const reply = await ask(message);
    const listed = moviesListedIn(reply).map((film) => film.id);
    expect(listed.length, reply).toBeGreaterThanOrEqual(1);
    expect(listed).not.toContain(excluded);
  });
});
