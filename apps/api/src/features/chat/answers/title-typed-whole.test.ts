import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { BACK_TO_THE_FUTURE } from '@marquee/catalog/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const THE_GODFATHER = 238;

describe.each(routeTestEngines())('POST /api/chat: a title typed with its articles, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const first = async (prompt: string) => moviesShownIn(await ask(prompt))[0]?.id;

  it.each([
    ['es', 'quiero ver todas las de el padrino'],
    ['de', 'alle filme von der pate'],
    ['it', 'tutti i film de il padrino'],
  ])('%s: "%s" finds the translated title the grammar took apart', async (_language, prompt) => {
    expect(await first(prompt)).toBe(THE_GODFATHER);
  });

  it('finds an English title whose small words were dropped', async () => {
    expect(await first('back to the future movies in order')).toBe(BACK_TO_THE_FUTURE);
  });
});
