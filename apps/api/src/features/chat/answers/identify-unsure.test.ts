import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { libraryPhrasesFor } from '../wording/phrases.ts';

const HOME_ALONE = 771;
const THE_SHINING = 694;

describe.each(routeTestEngines())('POST /api/chat: how sure a film told by its story is, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it('names the film when its own text clearly holds the story', async () => {
    const reply = await ask(
      'the movie where a boy is forgotten at home when his family flies to paris at christmas',
    );
    expect(reply.startsWith(libraryPhrasesFor('en').identifyIntro)).toBe(true);
    expect(moviesShownIn(reply)[0]?.id).toBe(HOME_ALONE);
  });

  it('puts the films of a person the story names first', async () => {
    const reply = await ask('what is the film where jack nicholson looks after an empty hotel in the snow');
    expect(moviesShownIn(reply)[0]?.id).toBe(THE_SHINING);
  });

  it.each([
    ['en', 'the movie where a man goes on a long trip'],
    ['es', 'la peli donde un hombre hace un viaje largo'],
    ['it', 'il film dove un uomo fa un lungo viaggio'],
  ])('%s: says it is not sure of a vague story and gives alternatives', async (language, story) => {
    const reply = await ask(story);
    expect(reply.startsWith(libraryPhrasesFor(language).identifyUnsure)).toBe(true);
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(2);
  });
});
