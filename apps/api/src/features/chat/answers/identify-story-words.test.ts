import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films.
const MEMENTO = 77;
const LIFE_IS_BEAUTIFUL = 637;
const THE_LIVES_OF_OTHERS = 582;

describe.each(routeTestEngines())('POST /api/chat: the words of a story told, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const first = (reply: string) => moviesShownIn(reply)[0]?.id;

  it("meets a plural in 'ies' and its singular, and leaves the words about the telling aside", async () => {
    for (const story of [
      'the movie where a man has no memories left and tattoos clues on his body, the plot runs in reverse',
      'what film is it: the story is about a guy whose memory resets, he writes tattoos and takes polaroids',
    ])
      expect(first(await ask(story)), story).toBe(MEMENTO);
  });

  it('reads "makes him believe" in each language as convincing him', async () => {
    for (const story of [
      'il film dove un padre fa credere al figlio che il campo di concentramento è un gioco',
      'le film où un père fait croire à son fils que le camp de concentration est un jeu',
      'la peli donde un padre le hace creer a su hijo que el campo de concentración es un juego',
      'o filme em que o pai faz acreditar ao filho que o campo de concentração é um jogo',
    ])
      expect(first(await ask(story)), story).toBe(LIFE_IS_BEAUTIFUL);
  });

  it('glosses listening in on a couple in German, the words that only join left out', async () => {
    for (const story of [
      'der film wo ein stasi mann ein paar abhört',
      'der film wo ein stasi mann ein ehepaar belauscht und mitleid kriegt',
    ])
      expect(first(await ask(story)), story).toBe(THE_LIVES_OF_OTHERS);
  });
});
