import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films.
const MEMENTO = 77;
const THE_TRUMAN_SHOW = 37165;
const CAST_AWAY = 8358;

describe.each(routeTestEngines())('POST /api/chat: a film told in everyday words, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const first = (reply: string) => moviesShownIn(reply)[0]?.id;

  it('names the film a short story points at alone, by a word only its text holds', async () => {
    const story = 'courier marooned on an island for four years, makes a friend of a volleyball';
    const reply = await ask(story);
    expect(first(reply), reply).toBe(CAST_AWAY);
  });

  it.each([
    'le film où un homme découvre que toute sa vie est filmée en secret et que sa femme est une actrice',
    'ein film wo das ganze leben eines mannes heimlich gefilmt wird und alle um ihn herum schauspieler sind',
  ])(
    'meets being filmed in secret among actors as the hidden cameras and pretending of its text: %s',
    async (story) => {
      expect(first(await ask(story)), story).toBe(THE_TRUMAN_SHOW);
    },
  );

  it.each([
    'il film dove un uomo dimentica tutto e ha il corpo pieno di tatuaggi per ricordare',
    'der film wo ein mann ein gedächtnisproblem hat und sich notizen tätowiert',
  ])('reads forgetting, tattoos and the body, and a German compound by its parts: %s', async (story) => {
    expect(first(await ask(story)), story).toBe(MEMENTO);
  });
});
