import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';
import { glossStory } from '../understanding/story-gloss/story-gloss.ts';

describe('a story of waiting, of an owner, a station and every day, told in any language', () => {
  it.each([
    ['la niña espera cada día en la estación a su dueño', 'es'],
    ['la fillette attend chaque jour son maître à la gare', 'fr'],
    ['das Mädchen wartet jeden Tag am Bahnhof auf sein Herrchen', 'de'],
    ['a menina espera todos os dias o dono na estação', 'pt'],
    ['la bambina aspetta ogni giorno il padrone alla stazione', 'it'],
  ])('%s is glossed with waiting, the owner, the station and every day', (story, language) => {
    const english = glossStory(story, language, false);
    for (const word of ['wait', 'owner', 'station', 'daily']) expect(english).toContain(word);
  });

  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('an orphan who secretly lives in a train station, told in German, is Hugo', async () => {
    const reply = await ask(
      'wie heißt der film mit dem waisenjungen der heimlich in einem bahnhof wohnt und die uhren aufzieht',
    );
    expect(moviesListedIn(reply)[0]?.id).toBe(44826);
  });
});
