import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const MY_NEIGHBOR_TOTORO = 8392;
const [PULP_FICTION, KILL_BILL] = [680, 24];

describe('a story whose words after "with" are common nouns, not a name', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const shown = async (message: string) => moviesShownIn(await ask(message)).map((movie) => movie.id);

  it.each([
    // 'mit ihrem vater aufs land' was looked up as a person; 'schwestern' read as 'western'.
    [
      'de',
      'zwei schwestern ziehen mit ihrem vater aufs land und freunden sich mit einem riesigen waldgeist an',
    ],
    ['fr', 'deux soeurs demenagent a la campagne avec leur pere et rencontrent un esprit geant de la foret'],
  ])('%s: finds the film told', async (_language, story) => {
    expect((await shown(story))[0]).toBe(MY_NEIGHBOR_TOTORO);
  });

  it('still reads a name that begins like a determiner, with no plot word after it (Uma Thurman)', async () => {
    const films = await shown('filmes com uma thurman');
    expect(films.some((id) => id === PULP_FICTION || id === KILL_BILL)).toBe(true);
  });
});
