import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const THE_SHAWSHANK_REDEMPTION = 278;
const CITY_OF_GOD = 598;
const JAWS = 578;
const MEMENTO = 77;
const FINAL_DESTINATION = 9532;

describe('POST /api/chat: a film told by its story, its name asked', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const first = async (message: string) => moviesListedIn(await ask(message))[0]?.id;

  it.each([
    // 'qual é aquele filme de…' asks a film's name; '20 anos preso' is how long, no viewer's age.
    [
      'qual é aquele filme de um cara que passa 20 anos preso por um crime que não cometeu e faz amizade com outro preso',
      THE_SHAWSHANK_REDEMPTION,
    ],
    // 'nos anos 60' is the story's decade, no years asked.
    [
      'qual é aquele filme de um menino que cresce numa favela do rio nos anos 60 e sonha em ser fotógrafo',
      CITY_OF_GOD,
    ],
    // 'heißt' with its sharp s; the wife and children are the story's, no group watching.
    [
      'wie heißt der film wo ein hai einen badeort terrorisiert und der polizeichef mit zwei männern rausfährt, mit frau und kindern',
      JAWS,
    ],
    // 'the nolan one where…': a 'like' inside the story is no film to be like, and the director one of its clues.
    [
      'the nolan one where a man with no memory hunts his wife’s killer with like twenty different tattoos and notes',
      MEMENTO,
    ],
    // The first of a series before a film of none, however alike their words.
    [
      'the one where a teenager has a vision of a disaster, gets off in time, then his friends die in weird accidents anyway. the original, not the sequels',
      FINAL_DESTINATION,
    ],
  ])('%s', async (message, film) => {
    expect(await first(message)).toBe(film);
  });
});
